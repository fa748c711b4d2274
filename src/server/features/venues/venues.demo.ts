import type { RatingType } from '@shared/reference/ratings';
import type { SocialNetwork } from '@shared/reference/social-networks';
import type { Executor } from '../../db/client';
import type { LocalizedText, PlaceLocation, TextLanguage } from '../../db/schema/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import * as repo from './venues.repository';

/**
 * The demo venues (demo data): the demo restaurant's two venues, two groups (one premium,
 * decisions D5) and independent venues in the UK, Spain, France and Portugal, each with its about
 * texts in its own language (some translated), opening hours, kitchen team, covers and contact items.
 * Applied in order to the venues the seed made (db/seed.ts: the demo restaurant's first, then those of
 * `demoRestaurantAccounts`). Texts go through the same sanitizer as the calls.
 */

/** Locality, region, country, ISO code, latitude, longitude. */
type City = readonly [string, string, string, string, number, number];

const cities = {
  marseille: ['Marseille', 'Provence-Alpes-Côte d’Azur', 'France', 'FR', 43.2965, 5.3698],
  lyon: ['Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR', 45.764, 4.8357],
  porto: ['Porto', 'Porto', 'Portugal', 'PT', 41.1496, -8.611],
  lisboa: ['Lisboa', 'Lisboa', 'Portugal', 'PT', 38.7223, -9.1393],
  barcelona: ['Barcelona', 'Cataluña', 'España', 'ES', 41.3874, 2.1686],
  madrid: ['Madrid', 'Comunidad de Madrid', 'España', 'ES', 40.4168, -3.7038],
  sevilla: ['Sevilla', 'Andalucía', 'España', 'ES', 37.3891, -5.9845],
  london: ['London', 'England', 'United Kingdom', 'GB', 51.5072, -0.1276],
  manchester: ['Manchester', 'England', 'United Kingdom', 'GB', 53.4808, -2.2426],
  edinburgh: ['Edinburgh', 'Scotland', 'United Kingdom', 'GB', 55.9533, -3.1883],
} as const satisfies Record<string, City>;

/** The town as a place (the venue's location), or a street of it (an address on the contact tab). */
function placeIn([locality, region, country, code, lat, lng]: City, street?: string): PlaceLocation {
  return {
    formatted_address: street ? `${street}, ${locality}` : `${locality}, ${country}`,
    components: { locality, region, country, country_code: code },
    lat,
    lng,
  };
}

/** Opening hours: lunch and dinner, or dinner only, on every day but the closed ones (1 Monday). */
interface DemoHours {
  lunch?: [string, string];
  dinner: [string, string];
  closed: number[];
}

interface DemoVenue {
  language: TextLanguage;
  city: City;
  url: string;
  cuisines: number[];
  rating?: [RatingType, number];
  workLanguage: string;
  nationalities?: string[];
  visas: string[];
  about: LocalizedText;
  stageInfo: string;
  emailMessage: string;
  hours: DemoHours;
  team: [person: string, position: number][];
  covers: [title: string, text: string][];
  street: string;
  phone: string;
  email: string;
  social: [SocialNetwork, string][];
}

const lunchAndDinner = (closed: number[]): DemoHours => ({
  lunch: ['12:30', '15:30'],
  dinner: ['19:30', '23:00'],
  closed,
});

export const demoVenues: DemoVenue[] = [
  {
    language: 'fr',
    city: cities.marseille,
    url: 'https://comptoirduport.example',
    cuisines: [3, 22, 9],
    rating: ['michelin', 1],
    workLanguage: 'fr',
    visas: ['EUROPE'],
    about: {
      fr: '<p>Bistrot de la mer sur le Vieux-Port : <b>la pêche du jour</b>, des légumes de Provence et une cuisine ouverte sur la salle.</p>',
      en: '<p>A seafood bistro on the Old Port: <b>the day’s catch</b>, Provençal vegetables and a kitchen open to the room.</p>',
    },
    stageInfo: '<p>Stages du mardi au jeudi, service du soir. Tenue fournie.</p>',
    emailMessage:
      'Merci pour votre candidature. Nous vous proposons un essai en cuisine aux dates ci-dessous.',
    hours: lunchAndDinner([1, 7]),
    team: [
      ['Marc Dubois', 1],
      ['Claire Fabre', 6],
      ['Yanis Benali', 9],
    ],
    covers: [
      ['Salle', 'Quarante couverts face au port.'],
      ['Terrasse', 'Vingt couverts en terrasse d’avril à octobre.'],
    ],
    street: '12 quai du Port',
    phone: '491 234 567',
    email: 'cuisine@comptoirduport.example',
    social: [
      ['ig', 'https://instagram.com/comptoirduport'],
      ['fb', 'https://facebook.com/comptoirduport'],
    ],
  },
  {
    language: 'pt',
    city: cities.porto,
    url: 'https://casalume.example',
    cuisines: [10, 9],
    workLanguage: 'pt',
    visas: ['EUROPE'],
    about: {
      pt: '<p>Casa de petiscos na Ribeira, com <i>brasa</i> e produtos do Norte.</p>',
      en: '<p>A small-plates house on the Ribeira, cooking over <i>embers</i> with produce from the North.</p>',
      fr: '<p>Maison de petites assiettes sur la Ribeira, cuisine à la <i>braise</i> et produits du Nord.</p>',
    },
    stageInfo: '<p>Estágios de quarta a sexta-feira, ao jantar.</p>',
    emailMessage: 'Obrigado pela sua candidatura. Propomos um dia de experiência nas datas abaixo.',
    hours: { dinner: ['19:00', '00:30'], closed: [1] },
    team: [
      ['Rita Moreira', 3],
      ['Tiago Sousa', 9],
    ],
    covers: [['Sala', 'Trinta lugares e um balcão de oito lugares em frente à brasa.']],
    street: 'Rua da Fonte Taurina 20',
    phone: '222 345 678',
    email: 'ola@casalume.example',
    social: [['ig', 'https://instagram.com/casalume']],
  },
  {
    language: 'es',
    city: cities.barcelona,
    url: 'https://mardefondo.example',
    cuisines: [19, 9, 29],
    rating: ['michelin', 2],
    workLanguage: 'es',
    visas: ['EUROPE'],
    about: {
      es: '<p>Cocina de autor frente al mar: <b>pescado de lonja</b>, arroces y un menú degustación que cambia cada estación.</p>',
      en: '<p>Signature cooking by the sea: <b>market fish</b>, rice dishes and a tasting menu that changes every season.</p>',
    },
    stageInfo: '<p>Stages de una semana, de martes a sábado. Alojamiento no incluido.</p>',
    emailMessage: 'Gracias por tu candidatura. Te proponemos una prueba en cocina en las fechas indicadas.',
    hours: lunchAndDinner([1, 2]),
    team: [
      ['Elena Ruiz', 2],
      ['Jordi Puig', 3],
      ['Nuria Soler', 15],
    ],
    covers: [
      ['Comedor', 'Cuarenta y cinco cubiertos con vistas al mar.'],
      ['Mesa del chef', 'Ocho cubiertos junto a la cocina, solo con menú degustación.'],
    ],
    street: 'Passeig de Joan de Borbó 48',
    phone: '932 456 789',
    email: 'reservas@mardefondo.example',
    social: [
      ['ig', 'https://instagram.com/mardefondo'],
      ['tw', 'https://x.com/mardefondo'],
    ],
  },
  {
    language: 'es',
    city: cities.madrid,
    url: 'https://tabernadelpuerto.example',
    cuisines: [2, 26],
    rating: ['repsolsuns', 1],
    workLanguage: 'es',
    visas: ['EUROPE'],
    about: {
      es: '<p>Taberna de producto del mismo grupo: <i>tapas</i> de mar, vermú y una barra que no para.</p>',
    },
    stageInfo: '<p>Stages de tres días en barra y cocina.</p>',
    emailMessage: 'Gracias por tu interés. Te esperamos para una prueba en las fechas propuestas.',
    hours: lunchAndDinner([1]),
    team: [
      ['Lucas Martín', 3],
      ['Sara Gil', 9],
    ],
    covers: [['Barra y comedor', 'Veinte taburetes en barra y treinta cubiertos en sala.']],
    street: 'Calle de la Cava Baja 15',
    phone: '913 567 890',
    email: 'hola@tabernadelpuerto.example',
    social: [['ig', 'https://instagram.com/tabernadelpuerto']],
  },
  {
    language: 'pt',
    city: cities.lisboa,
    url: 'https://maratlantico.example',
    cuisines: [10, 9],
    workLanguage: 'pt',
    visas: ['EUROPE'],
    about: {
      pt: '<p>O restaurante do grupo em Lisboa: <b>peixe grelhado</b> e arroz de marisco junto ao rio.</p>',
      es: '<p>El restaurante del grupo en Lisboa: <b>pescado a la brasa</b> y arroz de marisco junto al río.</p>',
      en: '<p>The group’s Lisbon restaurant: <b>grilled fish</b> and seafood rice by the river.</p>',
    },
    stageInfo: '<p>Estágios de uma semana, ao almoço e ao jantar.</p>',
    emailMessage: 'Obrigado pela sua candidatura. Propomos uma experiência nas datas abaixo.',
    hours: lunchAndDinner([3]),
    team: [['Pedro Alves', 3]],
    covers: [['Esplanada', 'Cinquenta lugares junto ao Tejo.']],
    street: 'Avenida Ribeira das Naus 8',
    phone: '213 678 901',
    email: 'geral@maratlantico.example',
    social: [['fb', 'https://facebook.com/maratlantico']],
  },
  {
    language: 'en',
    city: cities.london,
    url: 'https://albionkitchen.example',
    cuisines: [7, 28],
    rating: ['rosette', 2],
    workLanguage: 'en',
    nationalities: ['GB', 'IE'],
    visas: ['GB'],
    about: {
      en: '<p>Modern British cooking in Shoreditch: <b>whole-animal butchery</b>, seasonal vegetables and our own bakery.</p>',
    },
    stageInfo: '<p>Two-day stages, Tuesday to Thursday. Bring your knives.</p>',
    emailMessage: 'Thank you for applying. We would like to invite you for a trial shift on the dates below.',
    hours: lunchAndDinner([1]),
    team: [
      ['James Whitaker', 1],
      ['Priya Shah', 3],
      ['Tom Hughes', 24],
    ],
    covers: [
      ['Dining room', 'Sixty covers over two floors.'],
      ['Private room', 'Fourteen covers for set menus.'],
    ],
    street: '41 Redchurch Street',
    phone: '20 7946 0011',
    email: 'kitchen@albionkitchen.example',
    social: [
      ['ig', 'https://instagram.com/albionkitchen'],
      ['in', 'https://linkedin.com/company/albionkitchen'],
    ],
  },
  {
    language: 'en',
    city: cities.manchester,
    url: 'https://albionoysters.example',
    cuisines: [1, 9],
    workLanguage: 'en',
    visas: ['GB'],
    about: {
      en: '<p>Oysters, crab and <i>fish on the bone</i> in the Northern Quarter.</p>',
    },
    stageInfo: '<p>One-day stages on the raw bar.</p>',
    emailMessage: 'Thanks for your application. Could you join us for a trial on the dates below?',
    hours: { dinner: ['17:00', '23:00'], closed: [1, 2] },
    team: [['Owen Clarke', 3]],
    covers: [['Bar', 'Thirty-two seats around the oyster bar.']],
    street: '9 Thomas Street',
    phone: '161 496 0022',
    email: 'hello@albionoysters.example',
    social: [['ig', 'https://instagram.com/albionoysters']],
  },
  {
    language: 'fr',
    city: cities.lyon,
    url: 'https://bistrotdescanuts.example',
    cuisines: [3],
    rating: ['chefhat', 2],
    workLanguage: 'fr',
    visas: ['EUROPE'],
    about: {
      fr: '<p>Bouchon lyonnais revisité à la Croix-Rousse : <b>quenelles</b>, volailles de Bresse et vins du Beaujolais.</p>',
      en: '<p>A modern Lyon bouchon in the Croix-Rousse: <b>quenelles</b>, Bresse poultry and Beaujolais wines.</p>',
    },
    stageInfo: '<p>Stages de deux jours, service du midi.</p>',
    emailMessage: 'Merci pour votre candidature. Pouvez-vous venir pour un essai aux dates proposées ?',
    hours: lunchAndDinner([6, 7]),
    team: [
      ['Sophie Laurent', 1],
      ['Hugo Martin', 6],
    ],
    covers: [['Salle', 'Trente-six couverts sous les voûtes.']],
    street: '5 rue d’Austerlitz',
    phone: '478 123 456',
    email: 'contact@bistrotdescanuts.example',
    social: [['fb', 'https://facebook.com/bistrotdescanuts']],
  },
  {
    language: 'pt',
    city: cities.lisboa,
    url: 'https://tascadolargo.example',
    cuisines: [10, 26],
    workLanguage: 'pt',
    visas: ['EUROPE'],
    about: {
      pt: '<p>Tasca de bairro na Graça: <i>petiscos</i>, bacalhau e vinho da casa.</p>',
    },
    stageInfo: '<p>Estágios ao fim de semana.</p>',
    emailMessage: 'Obrigado pelo interesse. Venha conhecer a nossa cozinha nas datas abaixo.',
    hours: lunchAndDinner([2]),
    team: [['Miguel Costa', 1]],
    covers: [['Sala', 'Vinte e quatro lugares.']],
    street: 'Largo da Graça 62',
    phone: '218 765 432',
    email: 'tasca@tascadolargo.example',
    social: [['ig', 'https://instagram.com/tascadolargo']],
  },
  {
    language: 'es',
    city: cities.sevilla,
    url: 'https://bodegaalta.example',
    cuisines: [21, 26],
    rating: ['repsolsuns', 1],
    workLanguage: 'es',
    visas: ['EUROPE'],
    about: {
      es: '<p>Bodega en Triana con <b>guisos andaluces</b>, chacinas y finos de Jerez.</p>',
      en: '<p>A Triana bodega with <b>Andalusian stews</b>, cured meats and sherry.</p>',
    },
    stageInfo: '<p>Stages de una semana en temporada alta.</p>',
    emailMessage: 'Gracias por tu candidatura. Te proponemos una prueba en las fechas indicadas.',
    hours: lunchAndDinner([1]),
    team: [
      ['Carmen Vidal', 1],
      ['Antonio Reyes', 9],
    ],
    covers: [['Patio', 'Cuarenta cubiertos en el patio andaluz.']],
    street: 'Calle Betis 31',
    phone: '954 321 098',
    email: 'bodega@bodegaalta.example',
    social: [['ig', 'https://instagram.com/bodegaalta']],
  },
  {
    language: 'en',
    city: cities.edinburgh,
    url: 'https://drovers.example',
    cuisines: [7, 28],
    rating: ['rosette', 1],
    workLanguage: 'en',
    visas: ['GB'],
    about: {
      en: '<p>A Grassmarket pub kitchen: <b>Scotch lamb</b>, shellfish from the west coast and a proper Sunday roast.</p>',
    },
    stageInfo: '<p>Stages on weekdays, lunch service.</p>',
    emailMessage: 'Thank you for your application. Please join us for a trial shift on the dates below.',
    hours: { lunch: ['12:00', '15:00'], dinner: ['17:30', '22:00'], closed: [] },
    team: [
      ['Hannah Price', 3],
      ['Callum Reid', 9],
    ],
    covers: [['Bar and dining room', 'Fifty covers and a snug for eight.']],
    street: '18 Grassmarket',
    phone: '131 496 0033',
    email: 'food@drovers.example',
    social: [['fb', 'https://facebook.com/droversarms']],
  },
];

/** The week of the demo hours, as the schedule stores it: the open days only. */
function weekOf(hours: DemoHours): repo.StoredDay[] {
  return [1, 2, 3, 4, 5, 6, 7]
    .filter((day) => !hours.closed.includes(day))
    .map((day) => ({
      day,
      lunchFrom: hours.lunch?.[0] ?? null,
      lunchTo: hours.lunch?.[1] ?? null,
      dinnerFrom: hours.dinner[0],
      dinnerTo: hours.dinner[1],
    }));
}

/** Fills the seeded demo venues, in order, in the caller's transaction or not. */
export async function addDemoVenues(db: Executor, venueIds: readonly number[]): Promise<void> {
  for (const [index, id] of venueIds.entries()) {
    const venue = demoVenues[index % demoVenues.length]!;
    const language = venue.language;
    const clean = (text: string) => sanitizeRichText(text, language);
    const about = Object.fromEntries(
      Object.entries(venue.about).map(([lang, text]) => [lang, sanitizeRichText(text, lang as TextLanguage)]),
    ) as LocalizedText;
    await repo.updateVenue(db, id, {
      url: venue.url,
      description: about,
      location: placeIn(venue.city),
      rating: venue.rating?.[1] ?? 0,
      ratingType: venue.rating?.[0] ?? 'none',
      cuisines: venue.cuisines,
      workLanguage: venue.workLanguage,
      nationalities: venue.nationalities ?? [],
      visas: venue.visas,
      stageInfo: { [language]: clean(venue.stageInfo) },
      emailMessage: { [language]: venue.emailMessage },
      originalLanguage: language,
    });
    await repo.replaceSchedule(db, id, weekOf(venue.hours));
    const item = (section: repo.ItemSection, order: number, values: Record<string, unknown>) =>
      repo.insertItem(db, section, { ...values, restaurantProfileId: id, sortOrder: order });
    for (const [order, [person, position]] of venue.team.entries())
      await item('chefs', order, { person, position });
    for (const [order, [title, text]] of venue.covers.entries())
      await item('covers', order, {
        title,
        description: { [language]: clean(`<p>${text}</p>`) },
        originalLanguage: language,
      });
    const address = placeIn(venue.city, venue.street);
    await item('address', 0, { location: address, formatted: address.formatted_address });
    await item('phone', 0, { phone: venue.phone });
    await item('email', 0, { email: venue.email });
    for (const [order, [network, url]] of venue.social.entries())
      await item('social', order, { network, url });
  }
}
