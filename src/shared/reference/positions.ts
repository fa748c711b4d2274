import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/**
 * Kitchen positions 1-33 in the spec's order (doc 1 section 3): the savoury brigade 1-13, the pastry
 * ladder 14-22 (executive down to commis), then bakery, specialists and the people still training.
 * The ids are stored (profiles, experience, offers) and never renumbered.
 */
export const positionIds = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  30, 31, 32, 33,
] as const;
export type PositionId = (typeof positionIds)[number];
export const positionSchema = /* @__PURE__ */ z.literal(positionIds, { error: 'invalid_value' });

/** The pastry ladder (14-22), for filters that group it. */
export const pastryPositionIds = [
  14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const satisfies readonly PositionId[];

export const positionLabels: Readonly<Record<PositionId, Labels>> = {
  1: { en: 'Chef Patron', es: 'Chef propietario', fr: 'Chef-patron', pt: 'Chef proprietário' },
  2: { en: 'Executive Chef', es: 'Chef ejecutivo', fr: 'Chef exécutif', pt: 'Chef executivo' },
  3: { en: 'Head Chef', es: 'Jefe de cocina', fr: 'Chef de cuisine', pt: 'Chefe de cozinha' },
  4: {
    en: 'Executive Sous Chef',
    es: 'Segundo de cocina ejecutivo',
    fr: 'Sous-chef exécutif',
    pt: 'Subchefe de cozinha executivo',
  },
  5: {
    en: 'Senior Sous Chef',
    es: 'Segundo de cocina sénior',
    fr: 'Sous-chef senior',
    pt: 'Subchefe de cozinha sénior',
  },
  6: { en: 'Sous Chef', es: 'Segundo de cocina', fr: 'Sous-chef', pt: 'Subchefe de cozinha' },
  7: {
    en: 'Junior Sous Chef',
    es: 'Segundo de cocina júnior',
    fr: 'Sous-chef junior',
    pt: 'Subchefe de cozinha júnior',
  },
  8: {
    en: 'Senior Chef de Partie',
    es: 'Jefe de partida sénior',
    fr: 'Chef de partie senior',
    pt: 'Chefe de partida sénior',
  },
  9: { en: 'Chef de Partie', es: 'Jefe de partida', fr: 'Chef de partie', pt: 'Chefe de partida' },
  10: {
    en: 'Demi Chef de Partie',
    es: 'Semijefe de partida',
    fr: 'Demi-chef de partie',
    pt: 'Subchefe de partida',
  },
  11: { en: 'Commis Chef', es: 'Ayudante de cocina', fr: 'Commis de cuisine', pt: 'Ajudante de cozinha' },
  12: {
    en: 'Apprentice Chef',
    es: 'Aprendiz de cocina',
    fr: 'Apprenti cuisinier',
    pt: 'Aprendiz de cozinha',
  },
  13: {
    en: 'Breakfast Chef',
    es: 'Cocinero de desayunos',
    fr: 'Cuisinier petits-déjeuners',
    pt: 'Cozinheiro de pequenos-almoços',
  },
  14: {
    en: 'Executive Pastry Chef',
    es: 'Jefe de pastelería ejecutivo',
    fr: 'Chef pâtissier exécutif',
    pt: 'Chefe pasteleiro executivo',
  },
  15: { en: 'Head Pastry Chef', es: 'Jefe de pastelería', fr: 'Chef pâtissier', pt: 'Chefe pasteleiro' },
  16: {
    en: 'Senior Pastry Sous Chef',
    es: 'Segundo de pastelería sénior',
    fr: 'Sous-chef pâtissier senior',
    pt: 'Subchefe de pastelaria sénior',
  },
  17: {
    en: 'Pastry Sous Chef',
    es: 'Segundo de pastelería',
    fr: 'Sous-chef pâtissier',
    pt: 'Subchefe de pastelaria',
  },
  18: {
    en: 'Junior Pastry Sous Chef',
    es: 'Segundo de pastelería júnior',
    fr: 'Sous-chef pâtissier junior',
    pt: 'Subchefe de pastelaria júnior',
  },
  19: {
    en: 'Senior Pastry Chef de Partie',
    es: 'Jefe de partida de pastelería sénior',
    fr: 'Chef de partie pâtissier senior',
    pt: 'Chefe de partida de pastelaria sénior',
  },
  20: {
    en: 'Pastry Chef de Partie',
    es: 'Jefe de partida de pastelería',
    fr: 'Chef de partie pâtissier',
    pt: 'Chefe de partida de pastelaria',
  },
  21: {
    en: 'Pastry Demi Chef de Partie',
    es: 'Semijefe de partida de pastelería',
    fr: 'Demi-chef de partie pâtissier',
    pt: 'Subchefe de partida de pastelaria',
  },
  22: {
    en: 'Pastry Commis Chef',
    es: 'Ayudante de pastelería',
    fr: 'Commis pâtissier',
    pt: 'Ajudante de pastelaria',
  },
  23: { en: 'Head Baker', es: 'Jefe de panadería', fr: 'Chef boulanger', pt: 'Chefe de padaria' },
  24: { en: 'Baker', es: 'Panadero', fr: 'Boulanger', pt: 'Padeiro' },
  25: { en: 'Sushi Chef', es: 'Sushiman', fr: 'Chef sushi', pt: 'Sushiman' },
  26: { en: 'Chef Consultant', es: 'Chef consultor', fr: 'Chef consultant', pt: 'Chef consultor' },
  27: { en: 'Freelance Chef', es: 'Chef autónomo', fr: 'Chef indépendant', pt: 'Chef independente' },
  28: {
    en: 'Relief Chef',
    es: 'Cocinero de sustituciones',
    fr: 'Cuisinier remplaçant (extra)',
    pt: 'Cozinheiro substituto',
  },
  29: { en: 'Pizza Chef', es: 'Pizzero', fr: 'Pizzaïolo', pt: 'Pizzaiolo' },
  30: { en: 'Private Chef', es: 'Chef privado', fr: 'Chef à domicile', pt: 'Chef privado' },
  31: {
    en: 'Culinary Intern',
    es: 'Cocinero en prácticas',
    fr: 'Stagiaire en cuisine',
    pt: 'Estagiário de cozinha',
  },
  32: {
    en: 'Culinary Student',
    es: 'Estudiante de cocina',
    fr: 'Élève en cuisine',
    pt: 'Estudante de cozinha',
  },
  33: { en: 'Stage', es: 'Stage', fr: 'Stage', pt: 'Stage' },
};

export const positionOptions = (language: Language): ReferenceOption<PositionId>[] =>
  optionsOf(positionIds, positionLabels, language);

/** A position's name in the language; empty for none or an id that names no position. */
export function positionName(id: number | null, language: Language): string {
  return id !== null && id in positionLabels ? positionLabels[id as PositionId][language] : '';
}

/** Lower case, accents and punctuation gone, words single-spaced: how positions are compared and slugged. */
export function positionKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The position's slug in URLs (`?sous-chef` on the feed and find-chefs, spec doc 2 section 2), made
 * from its English name in every interface language, so a shared link reads the same everywhere.
 */
export function positionSlug(id: PositionId): string {
  return positionKey(positionLabels[id].en).replace(/ /g, '-');
}

/** The position a slug names (`positionSlug`'s inverse), or null. */
export function positionBySlug(slug: string): PositionId | null {
  const key = positionKey(slug).replace(/ /g, '-');
  return positionIds.find((id) => positionSlug(id) === key) ?? null;
}
