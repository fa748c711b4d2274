import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** A venue's rating, 0 (none) to 5 (spec doc 1 section 3); the scale's own maximum applies. */
export const ratingValues = [0, 1, 2, 3, 4, 5] as const;
export type Rating = (typeof ratingValues)[number];
export const ratingSchema = /* @__PURE__ */ z.literal(ratingValues, { error: 'invalid_value' });

const ratingLabels: Readonly<Record<Rating, Labels>> = {
  0: { en: 'None', es: 'Ninguna', fr: 'Aucune', pt: 'Nenhuma' },
  1: { en: '1', es: '1', fr: '1', pt: '1' },
  2: { en: '2', es: '2', fr: '2', pt: '2' },
  3: { en: '3', es: '3', fr: '3', pt: '3' },
  4: { en: '4', es: '4', fr: '4', pt: '4' },
  5: { en: '5', es: '5', fr: '5', pt: '5' },
};

export const ratingOptions = (language: Language): ReferenceOption<Rating>[] =>
  optionsOf(ratingValues, ratingLabels, language);

/** Rating scales (same values as the database's rating_type column). */
export const ratingTypeValues = ['none', 'stars', 'michelin', 'rosette', 'chefhat', 'repsolsuns'] as const;
export type RatingType = (typeof ratingTypeValues)[number];
export const ratingTypeSchema = /* @__PURE__ */ z.enum(ratingTypeValues, { error: 'invalid_value' });

/** Hotel stars are the scale a form starts on (spec doc 1 section 3). */
export const defaultRatingType: RatingType = 'stars';

/** The icon a rating shows once per unit; the web app maps these names to its icon set. */
export type RatingIcon = 'none' | 'star' | 'michelin-star' | 'rosette' | 'chef-hat' | 'sun';

export interface RatingScale {
  /** The highest rating the scale gives. */
  max: 0 | 3 | 5;
  icon: RatingIcon;
  labels: Labels;
}

export const ratingScales: Readonly<Record<RatingType, RatingScale>> = {
  none: {
    max: 0,
    icon: 'none',
    labels: { en: 'No rating', es: 'Sin distinción', fr: 'Aucune distinction', pt: 'Sem distinção' },
  },
  stars: {
    max: 5,
    icon: 'star',
    labels: { en: 'Hotel stars', es: 'Estrellas de hotel', fr: 'Étoiles d’hôtel', pt: 'Estrelas de hotel' },
  },
  michelin: {
    max: 3,
    icon: 'michelin-star',
    labels: {
      en: 'Michelin stars',
      es: 'Estrellas Michelin',
      fr: 'Étoiles Michelin',
      pt: 'Estrelas Michelin',
    },
  },
  rosette: {
    max: 5,
    icon: 'rosette',
    labels: { en: 'AA Rosettes', es: 'Rosetas AA', fr: 'Rosettes AA', pt: 'Rosetas AA' },
  },
  chefhat: {
    max: 3,
    icon: 'chef-hat',
    labels: { en: 'Chef hats', es: 'Gorros de chef', fr: 'Toques', pt: 'Chapéus de chef' },
  },
  repsolsuns: {
    max: 5,
    icon: 'sun',
    labels: { en: 'Repsol Suns', es: 'Soles Repsol', fr: 'Soleils Repsol', pt: 'Sóis Repsol' },
  },
};

export interface RatingTypeOption extends ReferenceOption<RatingType> {
  max: RatingScale['max'];
  icon: RatingIcon;
}

export const ratingTypeOptions = (language: Language): RatingTypeOption[] =>
  ratingTypeValues.map((value) => {
    const { max, icon, labels } = ratingScales[value];
    return { value, label: labels[language], max, icon };
  });

/** True when the rating fits the scale (the database checks the same rule). */
export function isRatingAllowed(ratingType: RatingType, rating: number): boolean {
  return Number.isInteger(rating) && rating >= 0 && rating <= ratingScales[ratingType].max;
}
