import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** How well a chef speaks a language (spec doc 1 section 3), the scale CVs use. */
export const languageLevelIds = [1, 2, 3] as const;
export type LanguageLevelId = (typeof languageLevelIds)[number];
export const languageLevelSchema = /* @__PURE__ */ z.literal(languageLevelIds, { error: 'invalid_value' });

export const languageLevelLabels: Readonly<Record<LanguageLevelId, Labels>> = {
  1: {
    en: 'Limited working proficiency',
    es: 'Competencia profesional limitada',
    fr: 'Compétence professionnelle limitée',
    pt: 'Competência profissional limitada',
  },
  2: {
    en: 'Professional working proficiency',
    es: 'Competencia profesional completa',
    fr: 'Compétence professionnelle complète',
    pt: 'Competência profissional completa',
  },
  3: {
    en: 'Native or bilingual proficiency',
    es: 'Nativo o bilingüe',
    fr: 'Langue maternelle ou bilingue',
    pt: 'Nativo ou bilingue',
  },
};

export const languageLevelOptions = (language: Language): ReferenceOption<LanguageLevelId>[] =>
  optionsOf(languageLevelIds, languageLevelLabels, language);
