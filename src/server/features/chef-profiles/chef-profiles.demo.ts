import type { Executor } from '../../db/client';
import type { LocalizedText, PlaceLocation, TextLanguage } from '../../db/schema/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import * as repo from './chef-profiles.repository';

/**
 * The demo chefs' CVs (demo data): a dozen complete profiles across the four languages and
 * several countries, for the public pages and the search. Applied in order to the chefs the seed made
 * (db/seed.ts: the demo chef first). Texts go through the same sanitizer as the calls.
 */

const place = (
  locality: string,
  region: string,
  country: string,
  code: string,
  lat: number,
  lng: number,
): PlaceLocation => ({
  formatted_address: `${locality}, ${country}`,
  components: { locality, region, country, country_code: code },
  lat,
  lng,
});

interface DemoJob {
  company: string;
  sector: number;
  cuisine: number;
  position: number;
  from: [number, number];
  to?: [number, number];
  ratingType?: 'none' | 'michelin' | 'stars' | 'rosette';
  rating?: number;
  text: string;
}

interface DemoCv {
  language: TextLanguage;
  position: number;
  dob: string;
  location: PlaceLocation;
  nationalities: string[];
  visas: string[];
  cuisines: number[];
  about: LocalizedText;
  jobs: DemoJob[];
  school: { title: string; center: string; from: [number, number]; to: [number, number]; text: string };
  speaks: [string, number][];
  referral: string;
}

const lisboa = place('Lisboa', 'Lisboa', 'Portugal', 'PT', 38.7223, -9.1393);
const porto = place('Porto', 'Porto', 'Portugal', 'PT', 41.1496, -8.611);
const madrid = place('Madrid', 'Comunidad de Madrid', 'España', 'ES', 40.4168, -3.7038);
const barcelona = place('Barcelona', 'Cataluña', 'España', 'ES', 41.3874, 2.1686);
const lyon = place('Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR', 45.764, 4.8357);
const paris = place('Paris', 'Île-de-France', 'France', 'FR', 48.8566, 2.3522);
const london = place('London', 'England', 'United Kingdom', 'GB', 51.5072, -0.1276);
const milano = place('Milano', 'Lombardia', 'Italia', 'IT', 45.4642, 9.19);
const mexico = place('Ciudad de México', 'Ciudad de México', 'México', 'MX', 19.4326, -99.1332);
const berlin = place('Berlin', 'Berlin', 'Deutschland', 'DE', 52.52, 13.405);
const saoPaulo = place('São Paulo', 'São Paulo', 'Brasil', 'BR', -23.5505, -46.6333);

export const demoCvs: DemoCv[] = [
  {
    language: 'es',
    position: 3,
    dob: '1988-03-14',
    location: madrid,
    nationalities: ['ES'],
    visas: ['EUROPE'],
    cuisines: [2, 9],
    about: {
      es: '<p>Jefa de cocina con doce años en cocinas de producto. Me gusta <b>el fuego lento</b> y los equipos tranquilos.</p>',
      en: '<p>Head chef with twelve years in produce-led kitchens. I like <b>slow fire</b> and calm teams.</p>',
    },
    jobs: [
      {
        company: 'Casa Lume',
        sector: 1,
        cuisine: 2,
        position: 3,
        from: [2021, 2],
        text: 'Carta de temporada y un equipo de ocho.',
        ratingType: 'michelin',
        rating: 1,
      },
      {
        company: 'Hotel Alameda',
        sector: 2,
        cuisine: 9,
        position: 6,
        from: [2016, 9],
        to: [2021, 1],
        text: 'Banquetes y desayunos para 300 personas.',
      },
    ],
    school: {
      title: 'Técnico Superior en Dirección de Cocina',
      center: 'Escuela de Hostelería de Madrid',
      from: [2006, 9],
      to: [2008, 6],
      text: 'Cocina clásica y gestión.',
    },
    speaks: [
      ['es', 3],
      ['en', 2],
      ['fr', 1],
    ],
    referral: 'Lucía es constante y generosa con su equipo.',
  },
  {
    language: 'pt',
    position: 6,
    dob: '1992-07-02',
    location: lisboa,
    nationalities: ['PT'],
    visas: ['EUROPE'],
    cuisines: [10, 9],
    about: { pt: '<p>Subchefe apaixonado por <i>peixe</i> e pela cozinha portuguesa de raiz.</p>' },
    jobs: [
      {
        company: 'Taberna do Mar',
        sector: 1,
        cuisine: 10,
        position: 6,
        from: [2019, 4],
        text: 'Responsável pela secção de peixe.',
      },
      {
        company: 'Pestana Palace',
        sector: 2,
        cuisine: 9,
        position: 9,
        from: [2015, 1],
        to: [2019, 3],
        ratingType: 'stars',
        rating: 5,
        text: 'Chefe de partida no restaurante do hotel.',
      },
    ],
    school: {
      title: 'Curso de Cozinha e Produção Alimentar',
      center: 'Escola de Hotelaria de Lisboa',
      from: [2011, 9],
      to: [2014, 6],
      text: 'Formação completa em cozinha.',
    },
    speaks: [
      ['pt', 3],
      ['en', 2],
      ['es', 2],
    ],
    referral: 'O João é rigoroso e muito rápido no serviço.',
  },
  {
    language: 'fr',
    position: 14,
    dob: '1990-11-21',
    location: lyon,
    nationalities: ['FR'],
    visas: ['EUROPE', 'CH'],
    cuisines: [3],
    about: {
      fr: '<p>Cheffe pâtissière : desserts à l’assiette, viennoiseries et <u>peu de sucre</u>.</p>',
      en: '<p>Pastry chef: plated desserts, viennoiserie and <u>little sugar</u>.</p>',
    },
    jobs: [
      {
        company: 'Maison Bocuse',
        sector: 1,
        cuisine: 3,
        position: 14,
        from: [2020, 6],
        ratingType: 'michelin',
        rating: 2,
        text: 'Carte des desserts et équipe de quatre.',
      },
      {
        company: 'Le Comptoir du Port',
        sector: 3,
        cuisine: 3,
        position: 16,
        from: [2016, 3],
        to: [2020, 5],
        text: 'Pâtisserie du bistrot.',
      },
    ],
    school: {
      title: 'CAP Pâtissier',
      center: 'Institut Paul Bocuse',
      from: [2008, 9],
      to: [2010, 6],
      text: 'Bases de la pâtisserie française.',
    },
    speaks: [
      ['fr', 3],
      ['en', 2],
    ],
    referral: 'Camille a une précision rare et un goût très sûr.',
  },
  {
    language: 'en',
    position: 2,
    dob: '1982-01-30',
    location: london,
    nationalities: ['GB', 'IE'],
    visas: ['GB', 'EUROPE'],
    cuisines: [7, 8],
    about: {
      en: '<p>Executive chef who opened three restaurants. <b>Seasonal British</b> food, nose to tail.</p>',
    },
    jobs: [
      {
        company: 'The Garden Room',
        sector: 1,
        cuisine: 7,
        position: 2,
        from: [2018, 1],
        ratingType: 'rosette',
        rating: 3,
        text: 'Three sites, one central kitchen.',
      },
      {
        company: 'Harbour Hotel',
        sector: 2,
        cuisine: 8,
        position: 3,
        from: [2012, 5],
        to: [2017, 12],
        text: 'Head chef of the hotel restaurant and events.',
      },
    ],
    school: {
      title: 'Professional Cookery Diploma',
      center: 'Westminster Kingsway College',
      from: [2000, 9],
      to: [2002, 6],
      text: 'Classic and modern techniques.',
    },
    speaks: [
      ['en', 3],
      ['fr', 1],
    ],
    referral: 'Oliver builds kitchens people want to stay in.',
  },
  {
    language: 'en',
    position: 9,
    dob: '1995-05-09',
    location: milano,
    nationalities: ['IT'],
    visas: ['EUROPE'],
    cuisines: [4],
    about: {
      en: '<p>Chef de partie on the pasta section. Fresh pasta every morning, <i>no shortcuts</i>.</p>',
      fr: '<p>Cheffe de partie aux pâtes. Pâtes fraîches chaque matin, <i>sans raccourcis</i>.</p>',
    },
    jobs: [
      {
        company: 'Trattoria Brera',
        sector: 1,
        cuisine: 4,
        position: 9,
        from: [2020, 3],
        text: 'Fresh pasta and risotto for 120 covers.',
      },
      {
        company: 'Villa Serena',
        sector: 7,
        cuisine: 4,
        position: 11,
        from: [2017, 5],
        to: [2020, 2],
        text: 'Summer seasons at a lake resort.',
      },
    ],
    school: {
      title: 'Diploma di Cucina',
      center: 'ALMA Scuola Internazionale di Cucina',
      from: [2014, 9],
      to: [2016, 6],
      text: 'Italian regional cooking.',
    },
    speaks: [
      ['it', 3],
      ['en', 2],
      ['es', 1],
    ],
    referral: 'Giulia is calm under pressure and a great teacher.',
  },
  {
    language: 'es',
    position: 3,
    dob: '1987-09-18',
    location: mexico,
    nationalities: ['MX'],
    visas: ['MX', 'US'],
    cuisines: [2],
    about: { es: '<p>Cocina mexicana contemporánea: <b>maíz nixtamalizado</b>, moles y fermentos.</p>' },
    jobs: [
      {
        company: 'Maíz y Fuego',
        sector: 1,
        cuisine: 2,
        position: 3,
        from: [2019, 8],
        text: 'Menú degustación de nueve tiempos.',
      },
      {
        company: 'Hotel Reforma',
        sector: 2,
        cuisine: 2,
        position: 6,
        from: [2014, 2],
        to: [2019, 7],
        text: 'Segundo de cocina en el restaurante principal.',
      },
    ],
    school: {
      title: 'Licenciatura en Gastronomía',
      center: 'Universidad del Claustro de Sor Juana',
      from: [2005, 8],
      to: [2009, 6],
      text: 'Cocina mexicana e internacional.',
    },
    speaks: [
      ['es', 3],
      ['en', 2],
    ],
    referral: 'Mateo conoce el producto como nadie.',
  },
  {
    language: 'pt',
    position: 10,
    dob: '1993-12-03',
    location: saoPaulo,
    nationalities: ['BR', 'PT'],
    visas: ['BR', 'EUROPE'],
    cuisines: [10],
    about: {
      pt: '<p>Cozinha brasileira e portuguesa, com <b>muito fogo de lenha</b>.</p>',
      es: '<p>Cocina brasileña y portuguesa, con <b>mucho fuego de leña</b>.</p>',
    },
    jobs: [
      {
        company: 'Brasa Viva',
        sector: 1,
        cuisine: 10,
        position: 10,
        from: [2021, 1],
        text: 'Grelha e forno a lenha.',
      },
      {
        company: 'Navio Atlântico',
        sector: 6,
        cuisine: 9,
        position: 11,
        from: [2017, 3],
        to: [2020, 12],
        text: 'Cozinha de cruzeiro para 2000 passageiros.',
      },
    ],
    school: {
      title: 'Tecnologia em Gastronomia',
      center: 'Senac São Paulo',
      from: [2012, 2],
      to: [2014, 12],
      text: 'Cozinha brasileira e técnicas clássicas.',
    },
    speaks: [
      ['pt', 3],
      ['es', 2],
      ['en', 1],
    ],
    referral: 'A Beatriz é organizada e alegre na cozinha.',
  },
  {
    language: 'en',
    position: 6,
    dob: '1989-04-25',
    location: berlin,
    nationalities: ['DE'],
    visas: ['EUROPE'],
    cuisines: [12, 5],
    about: {
      en: '<p>Sous chef with a love for <b>fermentation</b> and Nordic technique.</p>',
      pt: '<p>Subchefe apaixonado pela <b>fermentação</b> e pela técnica nórdica.</p>',
    },
    jobs: [
      {
        company: 'Nordlicht',
        sector: 1,
        cuisine: 5,
        position: 6,
        from: [2019, 10],
        ratingType: 'michelin',
        rating: 1,
        text: 'Fermentation room and tasting menu.',
      },
      {
        company: 'Kantine am See',
        sector: 5,
        cuisine: 12,
        position: 9,
        from: [2014, 4],
        to: [2019, 9],
        text: 'Catering for events of up to 500 guests.',
      },
    ],
    school: {
      title: 'Ausbildung zum Koch',
      center: 'Hotelfachschule Berlin',
      from: [2008, 8],
      to: [2011, 7],
      text: 'German apprenticeship in a hotel kitchen.',
    },
    speaks: [
      ['de', 3],
      ['en', 3],
    ],
    referral: 'Lukas is curious, tidy and reliable.',
  },
  {
    language: 'fr',
    position: 1,
    dob: '1979-08-12',
    location: paris,
    nationalities: ['FR', 'BE'],
    visas: ['EUROPE'],
    cuisines: [3, 8],
    about: {
      fr: '<p>Cheffe-patronne d’un bistrot de quartier : <i>marché du matin</i>, ardoise du soir.</p>',
    },
    jobs: [
      {
        company: 'Bistrot Amélie',
        sector: 3,
        cuisine: 3,
        position: 1,
        from: [2015, 9],
        text: 'Création et direction du bistrot.',
      },
      {
        company: 'Hôtel du Louvre',
        sector: 2,
        cuisine: 3,
        position: 3,
        from: [2008, 1],
        to: [2015, 8],
        ratingType: 'stars',
        rating: 5,
        text: 'Cheffe de cuisine de la brasserie.',
      },
    ],
    school: {
      title: 'BTS Hôtellerie-Restauration',
      center: 'Lycée Jean Drouant',
      from: [1997, 9],
      to: [1999, 6],
      text: 'Cuisine et gestion.',
    },
    speaks: [
      ['fr', 3],
      ['en', 2],
      ['nl', 1],
    ],
    referral: 'Amélie est une patronne juste et exigeante.',
  },
  {
    language: 'es',
    position: 9,
    dob: '1996-02-27',
    location: barcelona,
    nationalities: ['ES', 'AR'],
    visas: ['EUROPE', 'AR'],
    cuisines: [2, 9],
    about: {
      es: '<p>Jefa de partida de cuarto frío. Me encantan <b>los encurtidos</b> y las verduras.</p>',
      fr: '<p>Cheffe de partie au garde-manger. J’adore <b>les pickles</b> et les légumes.</p>',
    },
    jobs: [
      {
        company: 'Mercat Nou',
        sector: 1,
        cuisine: 9,
        position: 9,
        from: [2021, 4],
        text: 'Cuarto frío y conservas.',
      },
      {
        company: 'Catering Born',
        sector: 5,
        cuisine: 2,
        position: 11,
        from: [2018, 6],
        to: [2021, 3],
        text: 'Eventos y bodas.',
      },
    ],
    school: {
      title: 'Grado en Ciencias Culinarias',
      center: 'Basque Culinary Center',
      from: [2014, 9],
      to: [2018, 6],
      text: 'Cocina, ciencia y gestión.',
    },
    speaks: [
      ['es', 3],
      ['ca', 3],
      ['en', 2],
    ],
    referral: 'Sofía es metódica y muy creativa.',
  },
  {
    language: 'en',
    position: 3,
    dob: '1985-10-05',
    location: london,
    nationalities: ['JP'],
    visas: ['GB'],
    cuisines: [6],
    about: {
      en: '<p>Japanese head chef: <b>kaiseki</b> menus and a sushi counter.</p>',
      es: '<p>Jefe de cocina japonés: menús <b>kaiseki</b> y barra de sushi.</p>',
    },
    jobs: [
      {
        company: 'Kumo',
        sector: 1,
        cuisine: 6,
        position: 3,
        from: [2017, 2],
        ratingType: 'michelin',
        rating: 1,
        text: 'Kaiseki and omakase for 24 guests.',
      },
      {
        company: 'Sakura Hotel',
        sector: 2,
        cuisine: 6,
        position: 6,
        from: [2010, 4],
        to: [2017, 1],
        text: 'Sushi counter and room service.',
      },
    ],
    school: {
      title: 'Culinary Diploma',
      center: 'Tsuji Culinary Institute',
      from: [2004, 4],
      to: [2006, 3],
      text: 'Japanese cuisine.',
    },
    speaks: [
      ['ja', 3],
      ['en', 2],
    ],
    referral: 'Kenji cuts fish like no one else.',
  },
  {
    language: 'pt',
    position: 11,
    dob: '2000-06-16',
    location: porto,
    nationalities: ['PT'],
    visas: ['EUROPE'],
    cuisines: [10, 4],
    about: {
      pt: '<p>Ajudante de cozinha com vontade de aprender: <i>pastelaria</i> e massas frescas.</p>',
      en: '<p>Commis chef eager to learn: <i>pastry</i> and fresh pasta.</p>',
    },
    jobs: [
      {
        company: 'Cantina da Ribeira',
        sector: 1,
        cuisine: 10,
        position: 11,
        from: [2022, 3],
        text: 'Preparação e serviço.',
      },
    ],
    school: {
      title: 'Curso Profissional de Cozinha',
      center: 'Escola de Hotelaria do Porto',
      from: [2018, 9],
      to: [2021, 6],
      text: 'Técnicas de cozinha e pastelaria.',
    },
    speaks: [
      ['pt', 3],
      ['en', 2],
      ['fr', 1],
    ],
    referral: 'A Inês é pontual e aprende depressa.',
  },
];

/** Fills the CVs of the seeded demo chefs, in order, in the caller's transaction or not. */
export async function addDemoChefCvs(db: Executor, chefs: readonly { profileId: number }[]): Promise<void> {
  for (const [index, chef] of chefs.entries()) {
    const cv = demoCvs[index % demoCvs.length]!;
    const clean = (text: string) => sanitizeRichText(text, cv.language);
    const about = Object.fromEntries(
      Object.entries(cv.about).map(([language, text]) => [
        language,
        sanitizeRichText(text, language as TextLanguage),
      ]),
    ) as LocalizedText;
    await repo.updateChefProfile(db, chef.profileId, {
      position: cv.position,
      dob: cv.dob,
      location: cv.location,
      nationalities: cv.nationalities,
      visas: cv.visas,
      cuisines: cv.cuisines,
      description: about,
      originalLanguage: cv.language,
    });
    for (const [order, job] of cv.jobs.entries())
      await repo.insertItem(db, 'experience', {
        chefProfileId: chef.profileId,
        sortOrder: order,
        sector: job.sector,
        cuisine: job.cuisine,
        position: job.position,
        company: job.company,
        fromYear: job.from[0],
        fromMonth: job.from[1],
        toYear: job.to?.[0] ?? null,
        toMonth: job.to?.[1] ?? null,
        currently: !job.to,
        location: cv.location,
        rating: job.rating ?? 0,
        ratingType: job.ratingType ?? 'none',
        description: { [cv.language]: clean(`<p>${job.text}</p>`) },
        originalLanguage: cv.language,
      });
    await repo.insertItem(db, 'education', {
      chefProfileId: chef.profileId,
      title: cv.school.title,
      center: cv.school.center,
      fromYear: cv.school.from[0],
      fromMonth: cv.school.from[1],
      toYear: cv.school.to[0],
      toMonth: cv.school.to[1],
      location: cv.location,
      description: { [cv.language]: clean(`<p>${cv.school.text}</p>`) },
      originalLanguage: cv.language,
    });
    for (const [order, [language, level]] of cv.speaks.entries())
      await repo.insertItem(db, 'languages', {
        chefProfileId: chef.profileId,
        sortOrder: order,
        language,
        level,
      });
    await repo.insertItem(db, 'referrals', {
      chefProfileId: chef.profileId,
      description: { [cv.language]: clean(`<p>${cv.referral}</p>`) },
      originalLanguage: cv.language,
    });
  }
}
