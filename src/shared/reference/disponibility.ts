import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/**
 * When a chef applying can start (spec doc 1 section 3). Applications also store 0, "proposed by the
 * restaurant", which is a state and not a choice, so it is not in this list.
 */
export const disponibilityIds = [1, 2, 3, 4] as const;
export type DisponibilityId = (typeof disponibilityIds)[number];
export const disponibilitySchema = /* @__PURE__ */ z.literal(disponibilityIds, { error: 'invalid_value' });

/** 2 "available from" goes with a date (`disponibilitydate`). */
export const availableFrom: DisponibilityId = 2;

export const disponibilityLabels: Readonly<Record<DisponibilityId, Labels>> = {
  1: {
    en: 'Available now',
    es: 'Disponible ahora',
    fr: 'Disponible immédiatement',
    pt: 'Disponível de imediato',
  },
  2: {
    en: 'Available from a given date',
    es: 'Disponible a partir de una fecha',
    fr: 'Disponible à partir d’une date',
    pt: 'Disponível a partir de uma data',
  },
  3: {
    en: 'Availability date not yet known',
    es: 'Fecha de disponibilidad aún por determinar',
    fr: 'Date de disponibilité encore inconnue',
    pt: 'Data de disponibilidade ainda por definir',
  },
  4: {
    en: 'Available to relocate',
    es: 'Disponible para cambiar de residencia',
    fr: 'Prêt à déménager',
    pt: 'Disponível para mudar de residência',
  },
};

export const disponibilityOptions = (language: Language): ReferenceOption<DisponibilityId>[] =>
  optionsOf(disponibilityIds, disponibilityLabels, language);
