import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, sortByLabel, type Labels, type ReferenceOption } from './options';

/**
 * Cuisines 1-56 (spec doc 1 section 3). The seeds name British, Spanish, French, Italian, Nordic and
 * Japanese first and repeat some entries; this list keeps those six at 1-6 and fills the other ids with
 * distinct cuisines a chef's CV or a venue's page would name. Ids are stored and never renumbered;
 * the options are sorted by label for the reader.
 */
export const cuisineIds = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56,
] as const;
export type CuisineId = (typeof cuisineIds)[number];
export const cuisineSchema = /* @__PURE__ */ z.literal(cuisineIds, { error: 'invalid_value' });

export const cuisineLabels: Readonly<Record<CuisineId, Labels>> = {
  1: { en: 'British', es: 'Británica', fr: 'Britannique', pt: 'Britânica' },
  2: { en: 'Spanish', es: 'Española', fr: 'Espagnole', pt: 'Espanhola' },
  3: { en: 'French', es: 'Francesa', fr: 'Française', pt: 'Francesa' },
  4: { en: 'Italian', es: 'Italiana', fr: 'Italienne', pt: 'Italiana' },
  5: { en: 'Nordic', es: 'Nórdica', fr: 'Nordique', pt: 'Nórdica' },
  6: { en: 'Japanese', es: 'Japonesa', fr: 'Japonaise', pt: 'Japonesa' },
  7: { en: 'Modern British', es: 'Británica moderna', fr: 'Britannique moderne', pt: 'Britânica moderna' },
  8: { en: 'Modern European', es: 'Europea moderna', fr: 'Européenne moderne', pt: 'Europeia moderna' },
  9: { en: 'Mediterranean', es: 'Mediterránea', fr: 'Méditerranéenne', pt: 'Mediterrânica' },
  10: { en: 'Portuguese', es: 'Portuguesa', fr: 'Portugaise', pt: 'Portuguesa' },
  11: { en: 'Greek', es: 'Griega', fr: 'Grecque', pt: 'Grega' },
  12: { en: 'German', es: 'Alemana', fr: 'Allemande', pt: 'Alemã' },
  13: { en: 'Austrian', es: 'Austriaca', fr: 'Autrichienne', pt: 'Austríaca' },
  14: { en: 'Swiss', es: 'Suiza', fr: 'Suisse', pt: 'Suíça' },
  15: { en: 'Belgian', es: 'Belga', fr: 'Belge', pt: 'Belga' },
  16: { en: 'Irish', es: 'Irlandesa', fr: 'Irlandaise', pt: 'Irlandesa' },
  17: { en: 'Eastern European', es: 'De Europa del Este', fr: 'D’Europe de l’Est', pt: 'Da Europa de Leste' },
  18: { en: 'Basque', es: 'Vasca', fr: 'Basque', pt: 'Basca' },
  19: { en: 'Catalan', es: 'Catalana', fr: 'Catalane', pt: 'Catalã' },
  20: { en: 'Galician', es: 'Gallega', fr: 'Galicienne', pt: 'Galega' },
  21: { en: 'Andalusian', es: 'Andaluza', fr: 'Andalouse', pt: 'Andaluza' },
  22: { en: 'Provençal', es: 'Provenzal', fr: 'Provençale', pt: 'Provençal' },
  23: { en: 'Persian', es: 'Persa', fr: 'Persane', pt: 'Persa' },
  24: {
    en: 'West African',
    es: 'De África Occidental',
    fr: 'D’Afrique de l’Ouest',
    pt: 'Da África Ocidental',
  },
  25: {
    en: 'Neapolitan & pizza',
    es: 'Napolitana y pizza',
    fr: 'Napolitaine et pizza',
    pt: 'Napolitana e pizza',
  },
  26: { en: 'Tapas', es: 'Tapas', fr: 'Tapas', pt: 'Petiscos e tapas' },
  27: {
    en: 'Bistro & brasserie',
    es: 'Bistró y brasserie',
    fr: 'Bistrot et brasserie',
    pt: 'Bistro e brasserie',
  },
  28: { en: 'Gastropub', es: 'Gastrobar', fr: 'Bistronomie', pt: 'Gastrobar' },
  29: { en: 'Fine dining', es: 'Alta cocina', fr: 'Haute gastronomie', pt: 'Alta cozinha' },
  30: {
    en: 'Creative & avant-garde',
    es: 'Creativa y de vanguardia',
    fr: 'Créative et d’avant-garde',
    pt: 'Criativa e de vanguarda',
  },
  31: { en: 'Fusion', es: 'Fusión', fr: 'Fusion', pt: 'Fusão' },
  32: {
    en: 'Steakhouse & grill',
    es: 'Asador y parrilla',
    fr: 'Grillades et rôtisserie',
    pt: 'Grelhados e churrasqueira',
  },
  33: {
    en: 'Fish & seafood',
    es: 'Pescados y mariscos',
    fr: 'Poissons et fruits de mer',
    pt: 'Peixe e marisco',
  },
  34: { en: 'Vegetarian', es: 'Vegetariana', fr: 'Végétarienne', pt: 'Vegetariana' },
  35: { en: 'Vegan & plant-based', es: 'Vegana', fr: 'Végane', pt: 'Vegana' },
  36: {
    en: 'Pastry & desserts',
    es: 'Pastelería y postres',
    fr: 'Pâtisserie et desserts',
    pt: 'Pastelaria e sobremesas',
  },
  37: { en: 'Bakery', es: 'Panadería', fr: 'Boulangerie', pt: 'Padaria' },
  38: {
    en: 'Banqueting & events',
    es: 'Banquetes y eventos',
    fr: 'Banquets et événements',
    pt: 'Banquetes e eventos',
  },
  39: { en: 'American', es: 'Americana', fr: 'Américaine', pt: 'Americana' },
  40: { en: 'Mexican', es: 'Mexicana', fr: 'Mexicaine', pt: 'Mexicana' },
  41: { en: 'Peruvian', es: 'Peruana', fr: 'Péruvienne', pt: 'Peruana' },
  42: { en: 'Nikkei', es: 'Nikkei', fr: 'Nikkei', pt: 'Nikkei' },
  43: { en: 'Brazilian', es: 'Brasileña', fr: 'Brésilienne', pt: 'Brasileira' },
  44: { en: 'Argentinian', es: 'Argentina', fr: 'Argentine', pt: 'Argentina' },
  45: { en: 'Caribbean', es: 'Caribeña', fr: 'Caribéenne', pt: 'Caribenha' },
  46: { en: 'Chinese', es: 'China', fr: 'Chinoise', pt: 'Chinesa' },
  47: { en: 'Thai', es: 'Tailandesa', fr: 'Thaïlandaise', pt: 'Tailandesa' },
  48: { en: 'Indian', es: 'India', fr: 'Indienne', pt: 'Indiana' },
  49: { en: 'Korean', es: 'Coreana', fr: 'Coréenne', pt: 'Coreana' },
  50: { en: 'Vietnamese', es: 'Vietnamita', fr: 'Vietnamienne', pt: 'Vietnamita' },
  51: { en: 'Pan-Asian', es: 'Panasiática', fr: 'Panasiatique', pt: 'Pan-asiática' },
  52: { en: 'Sushi', es: 'Sushi', fr: 'Sushi', pt: 'Sushi' },
  53: { en: 'Lebanese', es: 'Libanesa', fr: 'Libanaise', pt: 'Libanesa' },
  54: { en: 'Turkish', es: 'Turca', fr: 'Turque', pt: 'Turca' },
  55: { en: 'Middle Eastern', es: 'De Oriente Medio', fr: 'Moyen-orientale', pt: 'Do Médio Oriente' },
  56: {
    en: 'Moroccan & North African',
    es: 'Marroquí y norteafricana',
    fr: 'Marocaine et maghrébine',
    pt: 'Marroquina e norte-africana',
  },
};

/** Sorted by label in the interface language: 56 entries read better alphabetically than by id. */
export const cuisineOptions = (language: Language): ReferenceOption<CuisineId>[] =>
  sortByLabel(optionsOf(cuisineIds, cuisineLabels, language), language);
