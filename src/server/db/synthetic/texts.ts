import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import type { LocalizedText, TextLanguage } from '../schema/localized';
import type { Random } from './random';

/**
 * Building blocks of the synthetic texts: a chef's about, a venue's about, an offer's description and
 * requirements. Each block exists in the four interface languages with the same meaning, so a text
 * written in one language and translated into others reads as the same text; the blocks chosen, the
 * position, town, cuisines and years differ from row to row.
 */

type Block = Record<TextLanguage, string>;
export interface Slots {
  position: number;
  city: string;
  cuisine: number;
  cuisine2: number;
  years: number;
  venue?: string;
  /** Other numbers a block names ({year}, {covers}, {team}). */
  [key: string]: unknown;
}

const chefIntro: Block[] = [
  {
    en: '{Position} with {years} years in professional kitchens, based in {city}.',
    es: '{Position} con {years} años en cocinas profesionales, en {city}.',
    fr: '{Position} avec {years} ans en cuisine professionnelle, basé à {city}.',
    pt: '{Position} com {years} anos em cozinhas profissionais, em {city}.',
  },
  {
    en: 'I am a {position} who loves {cuisine} cooking and seasonal produce.',
    es: 'Soy {position} y me apasiona la cocina {cuisine} y el producto de temporada.',
    fr: 'Je suis {position} et j’aime la cuisine {cuisine} et les produits de saison.',
    pt: 'Sou {position} e adoro a cozinha {cuisine} e os produtos da época.',
  },
  {
    en: 'Hard-working {position} from {city}, trained in {cuisine} kitchens.',
    es: '{Position} trabajador de {city}, formado en cocinas de estilo {cuisine}.',
    fr: '{Position} travailleur, de {city}, formé dans des cuisines {cuisine}.',
    pt: '{Position} trabalhador de {city}, formado em cozinhas de estilo {cuisine}.',
  },
  {
    en: 'After {years} years on the line I work as {position} and keep learning every service.',
    es: 'Tras {years} años en partida trabajo como {position} y sigo aprendiendo en cada servicio.',
    fr: 'Après {years} ans en brigade, je suis {position} et j’apprends encore à chaque service.',
    pt: 'Depois de {years} anos na linha trabalho como {position} e continuo a aprender em cada serviço.',
  },
  {
    en: 'Calm and organised {position}, at home in busy {cuisine} and {cuisine2} kitchens.',
    es: '{Position} tranquilo y organizado, a gusto en cocinas {cuisine} y {cuisine2} con mucho volumen.',
    fr: '{Position} calme et organisé, à l’aise dans les cuisines {cuisine} et {cuisine2} à fort volume.',
    pt: '{Position} calmo e organizado, à vontade em cozinhas {cuisine} e {cuisine2} com muito movimento.',
  },
];
const chefExperience: Block[] = [
  {
    en: 'I have run sections in hotels and restaurants, from breakfast service to tasting menus.',
    es: 'He llevado partidas en hoteles y restaurantes, del desayuno al menú degustación.',
    fr: 'J’ai tenu des parties en hôtel et en restaurant, du petit-déjeuner au menu dégustation.',
    pt: 'Já chefiei partidas em hotéis e restaurantes, do pequeno-almoço ao menu de degustação.',
  },
  {
    en: 'Most of my career has been in {cuisine} restaurants with 80 to 200 covers a night.',
    es: 'La mayor parte de mi carrera ha sido en restaurantes {cuisine} de 80 a 200 cubiertos por noche.',
    fr: 'J’ai surtout travaillé dans des restaurants {cuisine} de 80 à 200 couverts par soir.',
    pt: 'A maior parte da minha carreira foi em restaurantes {cuisine} com 80 a 200 refeições por noite.',
  },
  {
    en: 'I worked a season abroad and came back with new techniques and a wider palate.',
    es: 'Trabajé una temporada en el extranjero y volví con técnicas nuevas y el paladar más abierto.',
    fr: 'J’ai fait une saison à l’étranger et suis revenu avec de nouvelles techniques.',
    pt: 'Fiz uma temporada no estrangeiro e voltei com técnicas novas e o paladar mais aberto.',
  },
  {
    en: 'I have trained commis, written prep lists and kept the pass running on busy weekends.',
    es: 'He formado ayudantes, preparado listas de mise en place y llevado el pase los fines de semana fuertes.',
    fr: 'J’ai formé des commis, préparé les listes de mise en place et tenu le passe les week-ends chargés.',
    pt: 'Formei ajudantes, fiz listas de mise en place e mantive o passe a funcionar nos fins de semana fortes.',
  },
  {
    en: 'I started as a kitchen porter and worked my way up through every section.',
    es: 'Empecé como friegaplatos y fui subiendo por todas las partidas.',
    fr: 'J’ai commencé à la plonge et j’ai gravi toutes les parties.',
    pt: 'Comecei como copeiro e fui subindo por todas as partidas.',
  },
];
const chefStrengths: Block[] = [
  {
    en: 'Strong on butchery, sauces and fish.',
    es: 'Fuerte en carnicería, salsas y pescado.',
    fr: 'À l’aise en boucherie, sauces et poisson.',
    pt: 'Forte em talho, molhos e peixe.',
  },
  {
    en: 'I care about hygiene, food cost and a clean section.',
    es: 'Me importan la higiene, el escandallo y una partida limpia.',
    fr: 'L’hygiène, le coût matière et une partie propre comptent pour moi.',
    pt: 'Dou importância à higiene, ao custo das refeições e a uma partida limpa.',
  },
  {
    en: 'Pastry and bread are my passion: laminated doughs, sourdough and plated desserts.',
    es: 'La pastelería y el pan son mi pasión: hojaldres, masa madre y postres al plato.',
    fr: 'La pâtisserie et le pain sont ma passion : feuilletage, levain et desserts à l’assiette.',
    pt: 'A pastelaria e o pão são a minha paixão: massas folhadas, massa-mãe e sobremesas empratadas.',
  },
  {
    en: 'I work fast under pressure and get on well with the front of house.',
    es: 'Trabajo rápido bajo presión y me llevo bien con sala.',
    fr: 'Je travaille vite sous pression et m’entends bien avec la salle.',
    pt: 'Trabalho depressa sob pressão e dou-me bem com a sala.',
  },
  {
    en: 'I hold a food safety certificate and allergen training.',
    es: 'Tengo el carné de manipulador de alimentos y formación en alérgenos.',
    fr: 'J’ai une formation HACCP et sur les allergènes.',
    pt: 'Tenho certificado de higiene e segurança alimentar e formação em alergénios.',
  },
];
const chefGoal: Block[] = [
  {
    en: 'Looking for a team where I can grow towards sous chef.',
    es: 'Busco un equipo donde crecer hasta segundo de cocina.',
    fr: 'Je cherche une équipe où évoluer vers un poste de sous-chef.',
    pt: 'Procuro uma equipa onde possa crescer até subchefe.',
  },
  {
    en: 'Open to a live-in position or a season by the sea.',
    es: 'Abierto a un puesto con alojamiento o a una temporada en la costa.',
    fr: 'Ouvert à un poste logé ou à une saison au bord de la mer.',
    pt: 'Disponível para um lugar com alojamento ou uma temporada à beira-mar.',
  },
  {
    en: 'I would like to join a kitchen that cooks from scratch with local suppliers.',
    es: 'Me gustaría entrar en una cocina que lo haga todo desde cero con proveedores locales.',
    fr: 'J’aimerais rejoindre une cuisine qui fait tout maison avec des producteurs locaux.',
    pt: 'Gostava de entrar numa cozinha que faz tudo de raiz com fornecedores locais.',
  },
  {
    en: 'Available for full-time work in {city} and nearby.',
    es: 'Disponible a jornada completa en {city} y alrededores.',
    fr: 'Disponible à temps plein à {city} et alentours.',
    pt: 'Disponível a tempo inteiro em {city} e arredores.',
  },
];

const venueIntro: Block[] = [
  {
    en: '{venue} is a {cuisine} restaurant in the heart of {city}.',
    es: '{venue} es un restaurante de cocina {cuisine} en pleno centro de {city}.',
    fr: '{venue} est un restaurant de cuisine {cuisine} au cœur de {city}.',
    pt: '{venue} é um restaurante de cozinha {cuisine} no centro de {city}.',
  },
  {
    en: 'A family-run {cuisine} kitchen in {city}, open since {year}.',
    es: 'Una cocina {cuisine} familiar en {city}, abierta desde {year}.',
    fr: 'Une cuisine {cuisine} familiale à {city}, ouverte depuis {year}.',
    pt: 'Uma cozinha {cuisine} familiar em {city}, aberta desde {year}.',
  },
  {
    en: 'Hotel restaurant in {city} serving {cuisine} and {cuisine2} dishes from breakfast to dinner.',
    es: 'Restaurante de hotel en {city} con platos {cuisine} y {cuisine2} del desayuno a la cena.',
    fr: 'Restaurant d’hôtel à {city}, cuisine {cuisine} et {cuisine2} du petit-déjeuner au dîner.',
    pt: 'Restaurante de hotel em {city} com pratos {cuisine} e {cuisine2} do pequeno-almoço ao jantar.',
  },
  {
    en: 'Neighbourhood bistro in {city}: short menu, open kitchen, natural wines.',
    es: 'Bistró de barrio en {city}: carta corta, cocina abierta y vinos naturales.',
    fr: 'Bistrot de quartier à {city} : carte courte, cuisine ouverte, vins nature.',
    pt: 'Bistro de bairro em {city}: carta curta, cozinha aberta e vinhos naturais.',
  },
];
const venueKitchen: Block[] = [
  {
    en: 'We cook with whole animals and day-boat fish, and change the menu every week.',
    es: 'Cocinamos con animales enteros y pescado de día, y cambiamos la carta cada semana.',
    fr: 'Nous travaillons des bêtes entières et le poisson de petite pêche, et la carte change chaque semaine.',
    pt: 'Cozinhamos com animais inteiros e peixe do dia, e mudamos a carta todas as semanas.',
  },
  {
    en: 'Our kitchen serves around {covers} covers a day across lunch and dinner.',
    es: 'Nuestra cocina sirve unos {covers} cubiertos al día entre comidas y cenas.',
    fr: 'Notre cuisine sert environ {covers} couverts par jour, midi et soir.',
    pt: 'A nossa cozinha serve cerca de {covers} refeições por dia, ao almoço e ao jantar.',
  },
  {
    en: 'Bread, pastry and ferments are made in house.',
    es: 'El pan, la pastelería y los fermentados se hacen en casa.',
    fr: 'Pain, pâtisserie et fermentations sont faits maison.',
    pt: 'O pão, a pastelaria e os fermentados são feitos na casa.',
  },
  {
    en: 'Vegetables come from our own garden and farms within fifty kilometres.',
    es: 'La verdura viene de nuestro huerto y de granjas a menos de cincuenta kilómetros.',
    fr: 'Les légumes viennent de notre potager et de fermes à moins de cinquante kilomètres.',
    pt: 'Os legumes vêm da nossa horta e de quintas a menos de cinquenta quilómetros.',
  },
];
const venueTeam: Block[] = [
  {
    en: 'A team of {team} cooks who train every newcomer on each section.',
    es: 'Un equipo de {team} cocineros que forma a cada persona nueva en todas las partidas.',
    fr: 'Une brigade de {team} cuisiniers qui forme chaque nouvel arrivant à toutes les parties.',
    pt: 'Uma equipa de {team} cozinheiros que forma cada pessoa nova em todas as partidas.',
  },
  {
    en: 'Four-day weeks, staff meals and a kitchen that finishes on time.',
    es: 'Semanas de cuatro días, comida de personal y una cocina que acaba a su hora.',
    fr: 'Semaines de quatre jours, repas du personnel et une cuisine qui finit à l’heure.',
    pt: 'Semanas de quatro dias, refeições do pessoal e uma cozinha que acaba a horas.',
  },
  {
    en: 'We promote from within: most of our sous chefs started as commis here.',
    es: 'Promocionamos desde dentro: casi todos nuestros segundos empezaron aquí como ayudantes.',
    fr: 'Nous promouvons en interne : la plupart de nos sous-chefs ont commencé ici comme commis.',
    pt: 'Promovemos internamente: quase todos os nossos subchefes começaram aqui como ajudantes.',
  },
];

const offerIntro: Block[] = [
  {
    en: '{venue} in {city} is looking for a {position} to join the kitchen team.',
    es: '{venue}, en {city}, busca {position} para su equipo de cocina.',
    fr: '{venue}, à {city}, recherche un {position} pour rejoindre sa brigade.',
    pt: '{venue}, em {city}, procura {position} para a equipa de cozinha.',
  },
  {
    en: 'We are hiring a {position} for our {cuisine} kitchen in {city}.',
    es: 'Buscamos {position} para nuestra cocina {cuisine} en {city}.',
    fr: 'Nous recrutons un {position} pour notre cuisine {cuisine} à {city}.',
    pt: 'Estamos a recrutar {position} para a nossa cozinha {cuisine} em {city}.',
  },
  {
    en: 'A new {position} position is open at {venue}.',
    es: 'Se abre un puesto de {position} en {venue}.',
    fr: 'Un poste de {position} est ouvert chez {venue}.',
    pt: 'Abriu uma vaga de {position} em {venue}.',
  },
];
const offerRole: Block[] = [
  {
    en: 'You will run your section during service, prepare the mise en place and keep stock and labels in order.',
    es: 'Llevarás tu partida en servicio, prepararás la mise en place y mantendrás el stock y el etiquetado en orden.',
    fr: 'Vous tiendrez votre partie en service, préparerez la mise en place et suivrez les stocks et l’étiquetage.',
    pt: 'Vai chefiar a sua partida no serviço, preparar a mise en place e manter o stock e as etiquetas em ordem.',
  },
  {
    en: 'You will work closely with the head chef on new dishes and the weekly specials.',
    es: 'Trabajarás junto al jefe de cocina en los platos nuevos y las sugerencias de la semana.',
    fr: 'Vous travaillerez avec le chef sur les nouveaux plats et les suggestions de la semaine.',
    pt: 'Vai trabalhar com o chefe de cozinha nos pratos novos e nas sugestões da semana.',
  },
  {
    en: 'The role covers breakfast and lunch services with some evening events.',
    es: 'El puesto cubre desayunos y comidas, con algunos eventos por la noche.',
    fr: 'Le poste couvre les services du petit-déjeuner et du déjeuner, avec quelques soirées.',
    pt: 'A função cobre pequenos-almoços e almoços, com alguns eventos ao fim do dia.',
  },
  {
    en: 'You will lead a team of {team}, order from suppliers and control food costs.',
    es: 'Dirigirás un equipo de {team}, harás pedidos a proveedores y controlarás costes.',
    fr: 'Vous encadrerez une équipe de {team}, passerez les commandes et suivrez les coûts.',
    pt: 'Vai liderar uma equipa de {team}, fazer encomendas e controlar custos.',
  },
];
const offerPerks: Block[] = [
  {
    en: 'Staff meals, uniform and tips shared fairly.',
    es: 'Comida de personal, uniforme y propinas repartidas.',
    fr: 'Repas du personnel, tenue fournie et pourboires partagés.',
    pt: 'Refeições do pessoal, farda e gorjetas repartidas.',
  },
  {
    en: 'Accommodation available for the right candidate.',
    es: 'Alojamiento disponible para la persona adecuada.',
    fr: 'Logement possible pour le bon candidat.',
    pt: 'Alojamento disponível para a pessoa certa.',
  },
  {
    en: 'Paid training and a clear path to promotion.',
    es: 'Formación pagada y un camino claro para ascender.',
    fr: 'Formation rémunérée et de vraies perspectives d’évolution.',
    pt: 'Formação paga e um caminho claro para subir.',
  },
  {
    en: 'Straight shifts, two days off together and a modern kitchen.',
    es: 'Turnos seguidos, dos días libres juntos y una cocina moderna.',
    fr: 'Horaires en continu, deux jours de repos consécutifs et une cuisine moderne.',
    pt: 'Horário seguido, duas folgas juntas e uma cozinha moderna.',
  },
];
const offerRequirements: Block[] = [
  {
    en: 'At least {years} years of experience in a similar role.',
    es: 'Al menos {years} años de experiencia en un puesto similar.',
    fr: 'Au moins {years} ans d’expérience à un poste similaire.',
    pt: 'Pelo menos {years} anos de experiência numa função semelhante.',
  },
  {
    en: 'Food hygiene certificate.',
    es: 'Carné de manipulador de alimentos.',
    fr: 'Formation HACCP.',
    pt: 'Certificado de higiene e segurança alimentar.',
  },
  {
    en: 'Right to work in the country.',
    es: 'Permiso de trabajo en vigor.',
    fr: 'Autorisation de travail en règle.',
    pt: 'Autorização de trabalho válida.',
  },
  {
    en: 'Knowledge of {cuisine} cooking.',
    es: 'Conocimientos de cocina {cuisine}.',
    fr: 'Connaissance de la cuisine {cuisine}.',
    pt: 'Conhecimentos de cozinha {cuisine}.',
  },
  {
    en: 'Flexible for weekends and evenings.',
    es: 'Disponibilidad para fines de semana y noches.',
    fr: 'Disponible le week-end et le soir.',
    pt: 'Disponibilidade para fins de semana e noites.',
  },
];

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function fill(template: string, language: TextLanguage, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => escapeHtml(slotValue(key, language, slots)));
}

function slotValue(key: string, language: TextLanguage, slots: Slots): string {
  {
    switch (key) {
      case 'position':
        return positionLabels[slots.position as PositionId][language].toLowerCase();
      case 'Position':
        return positionLabels[slots.position as PositionId][language];
      case 'cuisine':
        return cuisineLabels[slots.cuisine as CuisineId][language].toLowerCase();
      case 'cuisine2':
        return cuisineLabels[slots.cuisine2 as CuisineId][language].toLowerCase();
      default:
        return String(slots[key] ?? '');
    }
  }
}

/** Picks blocks (one of each group, some groups optional) and renders them in every language asked. */
function compose(
  random: Random,
  groups: { blocks: Block[]; p: number }[],
  languages: readonly TextLanguage[],
  slots: Slots,
  paragraphs: boolean,
): LocalizedText {
  const chosen = groups.filter((g) => random.chance(g.p)).map((g) => random.pick(g.blocks));
  const text: LocalizedText = {};
  for (const language of languages) {
    const sentences = chosen.map((block) => fill(block[language], language, slots));
    text[language] = paragraphs
      ? `<p>${sentences.slice(0, 2).join(' ')}</p>` +
        (sentences.length > 2 ? `<p>${sentences.slice(2).join(' ')}</p>` : '')
      : `<ul>${sentences.map((s) => `<li>${s}</li>`).join('')}</ul>`;
  }
  return text;
}

export function chefAbout(random: Random, languages: readonly TextLanguage[], slots: Slots): LocalizedText {
  return compose(
    random,
    [
      { blocks: chefIntro, p: 1 },
      { blocks: chefExperience, p: 0.8 },
      { blocks: chefStrengths, p: 0.7 },
      { blocks: chefGoal, p: 0.6 },
    ],
    languages,
    slots,
    true,
  );
}

export function venueAbout(
  random: Random,
  languages: readonly TextLanguage[],
  slots: Slots & { year: number; covers: number; team: number },
): LocalizedText {
  return compose(
    random,
    [
      { blocks: venueIntro, p: 1 },
      { blocks: venueKitchen, p: 0.85 },
      { blocks: venueTeam, p: 0.6 },
    ],
    languages,
    slots,
    true,
  );
}

export function offerDescription(
  random: Random,
  languages: readonly TextLanguage[],
  slots: Slots & { team: number },
): LocalizedText {
  return compose(
    random,
    [
      { blocks: offerIntro, p: 1 },
      { blocks: offerRole, p: 0.9 },
      { blocks: offerPerks, p: 0.8 },
      { blocks: offerPerks, p: 0.3 },
    ],
    languages,
    slots,
    true,
  );
}

export function offerRequirementsText(
  random: Random,
  languages: readonly TextLanguage[],
  slots: Slots,
): LocalizedText {
  const groups = offerRequirements.map((block) => ({ blocks: [block], p: 0.55 }));
  return compose(random, groups, languages, slots, false);
}

/** Words of venue names, by language. */
export const venueWords: Record<TextLanguage, { prefix: string[]; nouns: string[]; adjectives: string[] }> = {
  en: {
    prefix: ['The'],
    nouns: [
      'Kitchen',
      'Larder',
      'Oak',
      'Anchor',
      'Swan',
      'Table',
      'Hearth',
      'Orchard',
      'Harbour',
      'Crown',
      'Fox',
      'Yard',
      'Grill',
      'Dining Room',
    ],
    adjectives: ['Little', 'Green', 'Old', 'Red', 'Golden', 'Wild', 'Salt', 'Copper', 'Black'],
  },
  es: {
    prefix: ['Casa', 'Taberna', 'Bodega', 'Mesón', 'Restaurante'],
    nouns: ['del Mar', 'la Plaza', 'el Puerto', 'la Huerta', 'el Olivo', 'la Lonja', 'el Fogón', 'la Brasa'],
    adjectives: ['Nueva', 'Vieja', 'Alta', 'Mayor', 'Azul'],
  },
  fr: {
    prefix: ['Le', 'La', 'Chez', 'Bistrot', 'Maison'],
    nouns: ['Comptoir', 'Table', 'Marché', 'Jardin', 'Fourneau', 'Cèdre', 'Quai', 'Moulin'],
    adjectives: ['Petit', 'Vieux', 'Bleu', 'Beau', 'Grand'],
  },
  pt: {
    prefix: ['Tasca', 'Casa', 'Adega', 'Taberna', 'Cervejaria'],
    nouns: ['do Largo', 'da Ribeira', 'do Mar', 'da Praça', 'do Mercado', 'da Horta', 'do Cais', 'da Brasa'],
    adjectives: ['Nova', 'Velha', 'Grande', 'Azul'],
  },
};
