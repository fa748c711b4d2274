import type { GuruItems } from '@shared/contracts/offer-guru';

/** The Guru's sentences in English (the ids are the same in every language; guru-content.test.ts). */
export const en: GuruItems = {
  about: [
    {
      id: 'about-independent',
      text: 'We are an independent restaurant with a loyal following, cooking honest, seasonal food from scratch. Our team is small, close-knit and proud of every plate that leaves the pass.',
    },
    {
      id: 'about-hotel',
      text: 'We are a busy hotel kitchen serving breakfast, lunch, dinner, room service and events, known for consistency and warm hospitality.',
    },
    {
      id: 'about-finedining',
      text: 'We are an ambitious fine-dining restaurant where precision, creativity and the best produce come first. Guests come to us for a memorable evening, and our kitchen delivers it every night.',
    },
    {
      id: 'about-group',
      text: 'We are part of a growing group of restaurants with a clear identity and strong values: the stability of a group with the spirit of a neighbourhood kitchen.',
    },
    {
      id: 'about-local',
      text: 'We work closely with local farmers, fishermen and growers, and our menu changes with what they bring to our door.',
    },
  ],
  position: [
    {
      id: 'position-permanent',
      text: 'This is a full-time, permanent position with a rota published in advance and two days off a week.',
    },
    {
      id: 'position-section',
      text: 'You will run your own section in a brigade of around ten chefs, responsible for its mise en place, its service and its cleanliness.',
    },
    {
      id: 'position-season',
      text: 'This is a seasonal position for the busy summer months, ideal for a chef who enjoys intense services and a great team to share them with.',
    },
    {
      id: 'position-opening',
      text: 'You will join the opening team of a new venue, helping to set up the kitchen, test the menu and build the routines from day one.',
    },
  ],
  headchef: [
    {
      id: 'headchef-mentor',
      text: 'Our head chef has led kitchens for over fifteen years and loves to teach: working alongside them, you will learn technique, costing and leadership.',
    },
    {
      id: 'headchef-calm',
      text: 'Our head chef runs a calm and respectful kitchen: no shouting, clear direction and honest feedback every day.',
    },
    {
      id: 'headchef-creative',
      text: 'Our head chef changes the menu with the seasons and listens to the whole team; some of our best dishes started as a suggestion from the brigade.',
    },
    {
      id: 'headchef-pedigree',
      text: 'Our head chef trained in renowned kitchens at home and abroad, and brings that discipline and attention to detail to every service.',
    },
  ],
  opportunities: [
    {
      id: 'opportunities-promotion',
      text: 'We promote from within: most of our sous chefs and chefs de partie started with us in junior roles.',
    },
    {
      id: 'opportunities-training',
      text: 'We pay for courses and certificates, and arrange stages in partner kitchens so you never stop learning.',
    },
    {
      id: 'opportunities-rotation',
      text: 'You will rotate through every section, from pastry to the grill, and build a complete set of skills.',
    },
    {
      id: 'opportunities-balance',
      text: 'We offer fair hours, a staff meal on every shift and paid overtime, because good cooks need time to rest.',
    },
  ],
  thechef: [
    {
      id: 'thechef-experience',
      text: 'At least two years of experience in a similar role in a professional kitchen.',
    },
    {
      id: 'thechef-passion',
      text: 'A real passion for food and produce, curiosity about new techniques and the drive to keep improving.',
    },
    {
      id: 'thechef-teamplayer',
      text: 'A team player who stays calm under pressure, communicates clearly and helps colleagues when service gets busy.',
    },
    {
      id: 'thechef-reliable',
      text: 'Reliable and punctual, with a positive attitude and pride in a clean, well-organised section.',
    },
  ],
  foodstandards: [
    {
      id: 'foodstandards-consistency',
      text: 'Every plate matches the recipe and the presentation agreed with the head chef, service after service.',
    },
    {
      id: 'foodstandards-scratch',
      text: 'Everything is made in house from fresh produce: stocks, sauces, bread and desserts.',
    },
    {
      id: 'foodstandards-tasting',
      text: 'You taste and check everything before it leaves your section, and never send out a dish you are not proud of.',
    },
    {
      id: 'foodstandards-allergens',
      text: 'You know the fourteen major allergens, follow our allergen procedures and keep the ingredient records up to date.',
    },
  ],
  staffdevelopment: [
    {
      id: 'staffdevelopment-train',
      text: 'You will train the commis and apprentices on your section, passing on recipes, techniques and standards.',
    },
    {
      id: 'staffdevelopment-feedback',
      text: 'You give clear and respectful feedback, and help newer colleagues grow in confidence.',
    },
    {
      id: 'staffdevelopment-recipes',
      text: 'You help keep the recipe cards and prep guides up to date, so anyone in the team can follow them.',
    },
    {
      id: 'staffdevelopment-example',
      text: 'You lead by example in punctuality, cleanliness and attitude in the kitchen.',
    },
  ],
  healthsafety: [
    {
      id: 'healthsafety-haccp',
      text: 'Sound knowledge of food hygiene and HACCP principles; a food safety certificate is an advantage.',
    },
    {
      id: 'healthsafety-records',
      text: 'You record fridge and cooking temperatures, label and date every product and rotate stock first in, first out.',
    },
    {
      id: 'healthsafety-cleaning',
      text: 'You follow the cleaning schedule and leave your section spotless at the end of every shift.',
    },
    {
      id: 'healthsafety-safework',
      text: 'You work safely with knives, equipment and cleaning products, and report any hazard or accident straight away.',
    },
  ],
  management: [
    {
      id: 'management-ordering',
      text: 'You help with ordering and receiving deliveries, checking quality and quantities against the delivery note.',
    },
    {
      id: 'management-waste',
      text: 'You keep waste and portions under control and understand how they affect the food cost.',
    },
    {
      id: 'management-stock',
      text: 'You take part in the weekly stock count and keep the stores and walk-in tidy and organised.',
    },
    {
      id: 'management-lead',
      text: 'You can run the kitchen when the head chef is away, from the service to the team rota.',
    },
  ],
  other: [
    {
      id: 'other-availability',
      text: 'Flexible availability, including evenings, weekends and public holidays.',
    },
    {
      id: 'other-languages',
      text: 'Comfortable communicating in the language of the kitchen; any other language is a plus in our international team.',
    },
    {
      id: 'other-permit',
      text: 'The right to work in the country where the job is based.',
    },
    {
      id: 'other-commute',
      text: 'Able to get to work reliably for the start and end of every shift, including late finishes.',
    },
  ],
};
