import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** What a proposed date is for (a stage's `typeid`, spec doc 2 section 3): 1 Trial, 2 Interview, 3 Call. */
export const applicationTypeIds = [1, 2, 3] as const;
export type ApplicationTypeId = (typeof applicationTypeIds)[number];
export const applicationTypeSchema = /* @__PURE__ */ z.literal(applicationTypeIds, {
  error: 'invalid_value',
});

export const applicationTypeLabels: Readonly<Record<ApplicationTypeId, Labels>> = {
  1: { en: 'Trial', es: 'Día de prueba', fr: 'Journée d’essai', pt: 'Dia experimental' },
  2: { en: 'Interview', es: 'Entrevista', fr: 'Entretien', pt: 'Entrevista' },
  3: { en: 'Call', es: 'Llamada', fr: 'Appel', pt: 'Chamada' },
};

export const applicationTypeOptions = (language: Language): ReferenceOption<ApplicationTypeId>[] =>
  optionsOf(applicationTypeIds, applicationTypeLabels, language);
