import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** How an offer's salary is given (spec doc 2 section 3); same values as the database's. */
export const salaryTypeValues = ['year', 'hour'] as const;
export type SalaryType = (typeof salaryTypeValues)[number];
export const salaryTypeSchema = /* @__PURE__ */ z.enum(salaryTypeValues, { error: 'invalid_value' });

export const salaryTypeLabels: Readonly<Record<SalaryType, Labels>> = {
  year: { en: 'Per year', es: 'Al año', fr: 'Par an', pt: 'Por ano' },
  hour: { en: 'Per hour', es: 'Por hora', fr: 'Par heure', pt: 'Por hora' },
};

export const salaryTypeOptions = (language: Language): ReferenceOption<SalaryType>[] =>
  optionsOf(salaryTypeValues, salaryTypeLabels, language);

/** An offer's contract (spec doc 2 section 3); same values as the database's. */
export const offerTermValues = ['full-time', 'part-time', 'reliefchef'] as const;
export type OfferTerm = (typeof offerTermValues)[number];
export const offerTermSchema = /* @__PURE__ */ z.enum(offerTermValues, { error: 'invalid_value' });

export const offerTermLabels: Readonly<Record<OfferTerm, Labels>> = {
  'full-time': { en: 'Full-time', es: 'Jornada completa', fr: 'Temps plein', pt: 'Tempo inteiro' },
  'part-time': { en: 'Part-time', es: 'Media jornada', fr: 'Temps partiel', pt: 'Tempo parcial' },
  reliefchef: {
    en: 'Relief chef cover',
    es: 'Sustituciones',
    fr: 'Extras et remplacements',
    pt: 'Substituições',
  },
};

export const offerTermOptions = (language: Language): ReferenceOption<OfferTerm>[] =>
  optionsOf(offerTermValues, offerTermLabels, language);
