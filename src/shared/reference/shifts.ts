import { z } from 'zod';
import type { Language } from '../i18n/languages';
import type { Labels, ReferenceOption } from './options';

/** Shifts per period, 1 to 8 (spec doc 1 section 3, doc 2 section 9: "shifts up to 8"). */
export const shiftIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ShiftId = (typeof shiftIds)[number];
export const shiftSchema = /* @__PURE__ */ z.literal(shiftIds, { error: 'invalid_value' });

// A shift is a "service" in a French kitchen and a "turno" in Spanish and Portuguese ones.
const one: Labels = { en: 'shift', es: 'turno', fr: 'service', pt: 'turno' };
const many: Labels = { en: 'shifts', es: 'turnos', fr: 'services', pt: 'turnos' };

export const shiftOptions = (language: Language): ReferenceOption<ShiftId>[] =>
  shiftIds.map((value) => ({ value, label: `${value} ${(value === 1 ? one : many)[language]}` }));
