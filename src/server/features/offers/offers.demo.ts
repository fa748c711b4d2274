import type { OfferTerm, SalaryType } from '@shared/reference/offer-terms';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { currencyOfCountry, offerHeadline } from '@shared/offers/pay';
import type { Language } from '@shared/i18n/languages';
import { checkPremiumVenues, offersVisibleTo } from '../../access';
import type { Executor } from '../../db/client';
import type { TextLanguage } from '../../db/schema/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import { slugify } from '../../lib/slug';
import { venueFacts } from '../venues/venues.service';
import * as repo from './offers.repository';

/*
 * The demo's job offers (docs/decisions/027-offers.md): a hundred offers across the demo venues, written
 * in each venue's language from building blocks (an opening about the kitchen, the role, the team, what
 * the venue offers, and requirements), so that no two read alike. Positions, contracts and pay vary;
 * some pay is hidden or hourly, a few offers are paused or in review, and the dates spread over the past
 * six weeks, so some job postings are past their 30 days.
 */

export const demoOfferCount = 100;

type Blocks = Record<Language, readonly string[]>;

const openings: Blocks = {
  en: [
    'Our kitchen cooks from whole animals and the day’s catch, and changes the menu with the market.',
    'We are a busy neighbourhood restaurant with an open kitchen and a loyal lunch crowd.',
    'Ours is a small, seasonal kitchen: sixty covers, two services, and produce from farms we know by name.',
    'We run a wood-fired grill and a short menu that lets good ingredients speak for themselves.',
    'Our brigade of twelve cooks a tasting menu at night and a generous set lunch during the week.',
    'We are opening a second dining room this season and are growing the team that runs it.',
  ],
  es: [
    'Nuestra cocina trabaja con producto de temporada y pescado de lonja, y el menú cambia con el mercado.',
    'Somos un restaurante de barrio con mucho movimiento, cocina vista y clientela fiel a mediodía.',
    'Somos una cocina pequeña y de temporada: sesenta cubiertos, dos servicios y proveedores a los que conocemos por su nombre.',
    'Trabajamos con brasa de leña y una carta corta que deja hablar al producto.',
    'Nuestra brigada de doce personas cocina un menú degustación por la noche y un menú del día generoso entre semana.',
    'Esta temporada abrimos un segundo comedor y ampliamos el equipo que lo llevará.',
  ],
  fr: [
    'Notre cuisine travaille la bête entière et la pêche du jour, et la carte suit le marché.',
    'Nous sommes un restaurant de quartier animé, avec une cuisine ouverte et une clientèle fidèle le midi.',
    'Notre cuisine est petite et de saison : soixante couverts, deux services et des producteurs que nous connaissons par leur nom.',
    'Nous cuisinons au feu de bois, avec une carte courte qui laisse parler le produit.',
    'Notre brigade de douze personnes sert un menu dégustation le soir et une formule déjeuner généreuse en semaine.',
    'Nous ouvrons une deuxième salle cette saison et renforçons l’équipe qui la fera tourner.',
  ],
  pt: [
    'A nossa cozinha trabalha o peixe do dia e a carne de pequenos produtores, e a carta muda com o mercado.',
    'Somos um restaurante de bairro com muito movimento, cozinha aberta e clientes fiéis ao almoço.',
    'A nossa cozinha é pequena e sazonal: sessenta lugares, dois serviços e fornecedores que conhecemos pelo nome.',
    'Cozinhamos na brasa, com uma carta curta que deixa o produto falar por si.',
    'A nossa brigada de doze pessoas serve um menu de degustação ao jantar e um almoço executivo generoso durante a semana.',
    'Esta temporada abrimos uma segunda sala e estamos a reforçar a equipa que a vai gerir.',
  ],
};

/** The role, with `{position}` for the position's name. */
const roles: Blocks = {
  en: [
    'As our {position}, you will run your section from prep to pass and keep it consistent on the busiest nights.',
    'We are recruiting a {position} to take ownership of mise en place, ordering for the section and training the commis.',
    'The {position} we are looking for will work side by side with the head chef on new dishes and on the daily specials.',
    'You will join as {position}, cooking on both services and stepping up when the head chef is off.',
  ],
  es: [
    'Como {position}, llevarás tu partida desde la mise en place hasta el pase y mantendrás el nivel en los servicios más fuertes.',
    'Buscamos un {position} que se encargue de la mise en place, de los pedidos de su partida y de formar a los ayudantes.',
    'El {position} que buscamos trabajará codo con codo con el jefe de cocina en los platos nuevos y en las sugerencias del día.',
    'Entrarás como {position}, cocinando en los dos servicios y asumiendo la cocina cuando el jefe libra.',
  ],
  fr: [
    'En tant que {position}, vous tiendrez votre poste de la mise en place au passe, avec la même régularité les soirs de rush.',
    'Nous recrutons un {position} pour prendre en main la mise en place, les commandes du poste et la formation des commis.',
    'Le {position} que nous cherchons travaillera aux côtés du chef sur les nouveaux plats et les suggestions du jour.',
    'Vous rejoindrez l’équipe comme {position}, sur les deux services, et prendrez le relais quand le chef est en repos.',
  ],
  pt: [
    'Como {position}, vai gerir a sua partida da mise en place ao passe, com o mesmo rigor nos serviços mais cheios.',
    'Procuramos um {position} que assuma a mise en place, as encomendas da partida e a formação dos ajudantes.',
    'O {position} que procuramos vai trabalhar lado a lado com o chefe de cozinha nos pratos novos e nas sugestões do dia.',
    'Vai entrar como {position}, nos dois serviços, e assumir a cozinha nas folgas do chefe.',
  ],
};

const teams: Blocks = {
  en: [
    'The team is small and friendly; everyone eats together before service.',
    'Rotas are set two weeks ahead, and nobody works a double two days running.',
    'We cook with care and without shouting: the kitchen is calm, even when the book is full.',
    'Several of our sous chefs started here as commis: we promote from within.',
  ],
  es: [
    'El equipo es pequeño y cercano; comemos todos juntos antes del servicio.',
    'Los turnos se cierran con dos semanas de antelación y nadie dobla dos días seguidos.',
    'Cocinamos con cuidado y sin gritos: la cocina está tranquila incluso con el comedor lleno.',
    'Varios de nuestros segundos empezaron aquí como ayudantes: promocionamos desde dentro.',
  ],
  fr: [
    'L’équipe est petite et soudée ; tout le monde mange ensemble avant le service.',
    'Les plannings sont connus deux semaines à l’avance, et personne n’enchaîne deux coupures de suite.',
    'Nous cuisinons avec soin et sans cris : la cuisine reste calme, même quand la salle est pleine.',
    'Plusieurs de nos sous-chefs ont commencé ici comme commis : nous faisons évoluer l’équipe en interne.',
  ],
  pt: [
    'A equipa é pequena e próxima; comemos todos juntos antes do serviço.',
    'As escalas são fechadas com duas semanas de antecedência e ninguém faz dois turnos duplos seguidos.',
    'Cozinhamos com cuidado e sem gritos: a cozinha mantém-se calma mesmo com a sala cheia.',
    'Vários dos nossos subchefes começaram aqui como ajudantes: promovemos internamente.',
  ],
};

const perks: Blocks = {
  en: [
    'We offer staff meals on every shift, paid overtime and a yearly training budget.',
    'You get a uniform and knives allowance, a staff discount and tips shared fairly across the kitchen.',
    'There is a clear path to promotion, trips to our suppliers and a meal for two on your birthday.',
    'Service ends by 11 pm, Sundays are always off, and we help with housing for the first month.',
  ],
  es: [
    'Ofrecemos comida de personal en cada turno, horas extra pagadas y presupuesto anual de formación.',
    'Incluye uniforme y ayuda para cuchillos, descuento de personal y propinas repartidas con la cocina.',
    'Hay un camino claro para crecer, visitas a nuestros proveedores y una cena para dos en tu cumpleaños.',
    'El servicio termina a las 23:00, los domingos se libra siempre y te ayudamos con el alojamiento el primer mes.',
  ],
  fr: [
    'Repas du personnel à chaque service, heures supplémentaires payées et budget formation chaque année.',
    'Tenue et prime couteaux fournies, réduction du personnel et pourboires partagés avec la cuisine.',
    'Une vraie perspective d’évolution, des visites chez nos producteurs et un dîner pour deux le jour de votre anniversaire.',
    'Fin de service à 23 h, dimanche toujours off, et une aide au logement le premier mois.',
  ],
  pt: [
    'Oferecemos refeição em todos os turnos, horas extraordinárias pagas e orçamento anual para formação.',
    'Inclui farda e subsídio para facas, desconto de pessoal e gorjetas partilhadas com a cozinha.',
    'Há um caminho claro de progressão, visitas aos nossos produtores e um jantar para dois no seu aniversário.',
    'O serviço acaba às 23h, os domingos são sempre de folga e ajudamos com o alojamento no primeiro mês.',
  ],
};

const requirementItems: Blocks = {
  en: [
    'At least two years in a similar role in a fresh-food kitchen',
    'Sound knife skills and butchery of fish and poultry',
    'A food hygiene certificate (level 2 or above)',
    'Calm under pressure and tidy at the end of every service',
    'Happy to work weekends and evenings',
    'Fluent enough in English to follow the brigade at the pass',
    'Experience with sauces, stocks and classic techniques',
    'Curiosity about seasonal produce and new dishes',
  ],
  es: [
    'Al menos dos años en un puesto similar en cocina de producto fresco',
    'Buen manejo del cuchillo y despiece de pescado y aves',
    'Carné de manipulador de alimentos en vigor',
    'Calma en el servicio y orden al cerrar cada turno',
    'Disponibilidad para fines de semana y noches',
    'Español suficiente para seguir a la brigada en el pase',
    'Experiencia con fondos, salsas y técnicas clásicas',
    'Curiosidad por el producto de temporada y los platos nuevos',
  ],
  fr: [
    'Au moins deux ans à un poste similaire dans une cuisine de produits frais',
    'Une bonne technique de couteau, découpe du poisson et des volailles',
    'Une formation en hygiène alimentaire (HACCP)',
    'Calme en plein service et rigueur au nettoyage',
    'Disponible le soir et le week-end',
    'Un français suffisant pour suivre la brigade au passe',
    'La maîtrise des fonds, des sauces et des techniques classiques',
    'De la curiosité pour les produits de saison et les nouveaux plats',
  ],
  pt: [
    'Pelo menos dois anos numa função semelhante em cozinha de produto fresco',
    'Bom manuseamento de facas e preparação de peixe e aves',
    'Formação em higiene e segurança alimentar (HACCP)',
    'Calma no serviço e organização no fecho de cada turno',
    'Disponibilidade para noites e fins de semana',
    'Português suficiente para acompanhar a brigada no passe',
    'Experiência com fundos, molhos e técnicas clássicas',
    'Curiosidade pelos produtos da época e por pratos novos',
  ],
};

/** Positions the demo posts, with a yearly pay range in the venue's currency (a pound or euro scale). */
const positionPay: [PositionId, number, number][] = [
  [3, 42_000, 55_000],
  [2, 55_000, 70_000],
  [6, 34_000, 42_000],
  [7, 30_000, 35_000],
  [5, 38_000, 46_000],
  [8, 29_000, 33_000],
  [9, 26_000, 31_000],
  [10, 24_000, 27_000],
  [11, 21_000, 24_000],
  [12, 18_000, 21_000],
  [14, 34_000, 42_000],
  [18, 26_000, 30_000],
  [21, 21_000, 24_000],
  [23, 23_000, 28_000],
];

/** A small deterministic generator, so every demo database reads the same. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const day = 24 * 60 * 60 * 1000;

/**
 * Posts the demo offers across the seeded demo venues, in the caller's transaction or not; answers each
 * offer's id, name, venue, approval and date (for the demo's notifications).
 */
export async function addDemoOffers(db: Executor, venueIds: readonly number[], now = new Date()) {
  if (venueIds.length === 0) return [];
  const venues = await venueFacts(db, [...venueIds]);
  const premium = await checkPremiumVenues(db, venueIds);
  const random = generator(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const values: repo.NewOffer[] = [];
  for (let index = 0; index < demoOfferCount; index++) {
    const venueId = venueIds[index % venueIds.length]!;
    const venue = venues.get(venueId);
    const language: TextLanguage = venue?.originalLanguage ?? 'en';
    const currency = currencyOfCountry(venue?.location?.components?.country_code);
    const [position, low, high] = positionPay[(index * 7 + Math.floor(index / 11)) % positionPay.length]!;
    const term: OfferTerm = index % 9 === 4 ? 'reliefchef' : index % 6 === 5 ? 'part-time' : 'full-time';
    const salaryType: SalaryType = term === 'full-time' && index % 8 !== 3 ? 'year' : 'hour';
    const step = salaryType === 'year' ? 500 : 0.5;
    const from =
      salaryType === 'year'
        ? Math.round((low + random() * (high - low) * 0.4) / step) * step
        : Math.round((low / 2000 + random() * 3) / step) * step;
    const to = Math.round((from * (1.05 + random() * 0.15)) / step) * step;
    const hideSalary = index % 7 === 6;
    const pay = { salarytype: salaryType, salaryfrom: from, salaryto: to, hidesalary: hideSalary, currency };
    const name = offerHeadline(position, pay, language);
    // Inside a sentence, the Romance languages write a job title in lower case.
    const label = positionLabels[position][language];
    const title = language === 'en' ? label : label.charAt(0).toLowerCase() + label.slice(1);
    const role = pick(roles[language]).replace('{position}', title);
    const description = sanitizeRichText(
      [pick(openings[language]), role, pick(teams[language]), pick(perks[language])]
        .map((p) => `<p>${p}</p>`)
        .join(''),
      language,
    );
    const items = [...requirementItems[language]].sort(() => random() - 0.5).slice(0, 3 + (index % 3));
    const requirements = sanitizeRichText(`<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`, language);
    const createdAt = new Date(now.getTime() - (1 + random() * 41) * day);
    const edited = index % 4 === 0 ? Math.min(random() * 10 * day, now.getTime() - createdAt.getTime()) : 0;
    values.push({
      restaurantProfileId: venueId,
      slug: slugify(name),
      name,
      position,
      description: { [language]: description },
      requirements: { [language]: requirements },
      originalLanguage: language,
      salaryType,
      salaryFrom: String(from),
      salaryTo: String(to),
      hideSalary,
      currency,
      term,
      hours: term === 'full-time' ? [40, 42, 45, 48][index % 4]! : 16 + (index % 4) * 4,
      holidays: term === 'full-time' ? 25 + (index % 4) * 2 : 14 + (index % 3) * 3,
      daysOff: term === 'full-time' ? 2 : 3 + (index % 2),
      // Only a premium venue may leave its applicants to itself (D5).
      recruit: !premium.has(venueId) || index % 3 !== 1,
      status: index % 19 === 7 ? 0 : 1,
      approved: index % 23 === 11 ? 0 : 1,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + edited),
    });
  }
  return repo.insertOffers(db, values);
}

/** How many offers the demo chef has saved, and how many days ago each was saved. */
const demoSavedDaysAgo = [0, 0, 1, 3, 3, 4, 8] as const;

/**
 * The demo chef's saved offers ("job offers you saved", spec doc 1 section 2), so the saved page shows
 * a few days on the first visit: offers spread across the venues that are live for the chef, saved over
 * the past week.
 */
export async function addDemoSavedOffers(
  db: Executor,
  chef: { accountId: number; profileId: number },
  offerIds: readonly number[],
  now = new Date(),
) {
  const viewer = { accountId: chef.accountId, type: 'chef' as const, subscription: 0 };
  const visible = await repo.findVisibleOffers(db, [...offerIds], offersVisibleTo(viewer));
  const ids = visible.map((offer) => offer.id).sort((a, b) => a - b);
  const step = Math.max(1, Math.floor(ids.length / demoSavedDaysAgo.length));
  await repo.insertSavedOffers(
    db,
    demoSavedDaysAgo.flatMap((daysAgo, index) => {
      const offerId = ids[index * step];
      // Minutes apart within a day, so the newest saved comes first in a stable order.
      const createdAt = new Date(now.getTime() - daysAgo * day - index * 17 * 60 * 1000);
      return offerId === undefined ? [] : [{ chefProfileId: chef.profileId, offerId, createdAt }];
    }),
  );
}
