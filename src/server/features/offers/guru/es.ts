import type { GuruItems } from '@shared/contracts/offer-guru';

/** Las frases del Guru en español de España (mismos ids en todos los idiomas; guru-content.test.ts). */
export const es: GuruItems = {
  about: [
    {
      id: 'about-independent',
      text: 'Somos un restaurante independiente con una clientela fiel que cocina producto de temporada, sin atajos y desde cero. Nuestro equipo es pequeño, está muy unido y se siente orgulloso de cada plato que sale del pase.',
    },
    {
      id: 'about-hotel',
      text: 'Somos la cocina de un hotel con mucho movimiento: desayunos, comidas, cenas, servicio de habitaciones y eventos, y se nos conoce por la regularidad y el buen trato.',
    },
    {
      id: 'about-finedining',
      text: 'Somos un restaurante gastronómico ambicioso en el que la precisión, la creatividad y el mejor producto van por delante. Nuestros clientes vienen a vivir una experiencia y la cocina se la da cada noche.',
    },
    {
      id: 'about-group',
      text: 'Formamos parte de un grupo de restaurantes en crecimiento, con una identidad clara y valores firmes: la estabilidad de un grupo con el alma de una cocina de barrio.',
    },
    {
      id: 'about-local',
      text: 'Trabajamos mano a mano con agricultores, pescadores y productores de la zona, y la carta cambia según lo que nos traen.',
    },
  ],
  position: [
    {
      id: 'position-permanent',
      text: 'Es un puesto a jornada completa y con contrato indefinido, con cuadrante publicado con antelación y dos días libres a la semana.',
    },
    {
      id: 'position-section',
      text: 'Llevarás tu propia partida en una brigada de unos diez cocineros y serás responsable de su mise en place, su servicio y su limpieza.',
    },
    {
      id: 'position-season',
      text: 'Es un puesto de temporada para los meses fuertes del verano, ideal si te gustan los servicios intensos y compartirlos con un gran equipo.',
    },
    {
      id: 'position-opening',
      text: 'Entrarás en el equipo de apertura de un nuevo local: ayudarás a montar la cocina, probar la carta y crear las rutinas desde el primer día.',
    },
  ],
  headchef: [
    {
      id: 'headchef-mentor',
      text: 'Nuestro jefe de cocina lleva más de quince años dirigiendo cocinas y le encanta enseñar: a su lado aprenderás técnica, escandallos y gestión de equipos.',
    },
    {
      id: 'headchef-calm',
      text: 'Nuestro jefe de cocina dirige una cocina tranquila y respetuosa: sin gritos, con indicaciones claras y comentarios sinceros cada día.',
    },
    {
      id: 'headchef-creative',
      text: 'Nuestro jefe de cocina cambia la carta con cada temporada y escucha a todo el equipo; algunos de nuestros mejores platos nacieron de una idea de la brigada.',
    },
    {
      id: 'headchef-pedigree',
      text: 'Nuestro jefe de cocina se formó en cocinas de referencia, dentro y fuera de España, y traslada esa disciplina y ese cuidado del detalle a cada servicio.',
    },
  ],
  opportunities: [
    {
      id: 'opportunities-promotion',
      text: 'Apostamos por la promoción interna: la mayoría de nuestros segundos de cocina y jefes de partida empezaron con nosotros en puestos junior.',
    },
    {
      id: 'opportunities-training',
      text: 'Pagamos cursos y certificaciones, y organizamos stages en cocinas amigas para que no dejes de aprender.',
    },
    {
      id: 'opportunities-rotation',
      text: 'Rotarás por todas las partidas, de la pastelería a la parrilla, para completar tu formación.',
    },
    {
      id: 'opportunities-balance',
      text: 'Ofrecemos horarios razonables, comida de personal en cada turno y horas extra pagadas, porque un buen cocinero también necesita descansar.',
    },
  ],
  thechef: [
    {
      id: 'thechef-experience',
      text: 'Al menos dos años de experiencia en un puesto similar en cocina profesional.',
    },
    {
      id: 'thechef-passion',
      text: 'Pasión de verdad por la cocina y el producto, curiosidad por las nuevas técnicas y ganas de seguir mejorando.',
    },
    {
      id: 'thechef-teamplayer',
      text: 'Espíritu de equipo, calma bajo presión, buena comunicación y disposición a echar una mano cuando el servicio aprieta.',
    },
    {
      id: 'thechef-reliable',
      text: 'Persona responsable y puntual, con actitud positiva y orgullo por una partida limpia y bien organizada.',
    },
  ],
  foodstandards: [
    {
      id: 'foodstandards-consistency',
      text: 'Cada plato sale según la receta y el emplatado acordados con el jefe de cocina, servicio tras servicio.',
    },
    {
      id: 'foodstandards-scratch',
      text: 'Todo se elabora en casa con producto fresco: fondos, salsas, pan y postres.',
    },
    {
      id: 'foodstandards-tasting',
      text: 'Pruebas y revisas todo antes de que salga de tu partida, y nunca sacas un plato que no esté a la altura.',
    },
    {
      id: 'foodstandards-allergens',
      text: 'Conoces los catorce alérgenos de declaración obligatoria, sigues nuestros protocolos y mantienes al día las fichas de ingredientes.',
    },
  ],
  staffdevelopment: [
    {
      id: 'staffdevelopment-train',
      text: 'Formarás a los ayudantes y aprendices de tu partida y les transmitirás recetas, técnicas y estándares.',
    },
    {
      id: 'staffdevelopment-feedback',
      text: 'Sabes corregir con claridad y respeto, y ayudas a los compañeros recién llegados a ganar confianza.',
    },
    {
      id: 'staffdevelopment-recipes',
      text: 'Colaboras en mantener al día las fichas técnicas y las guías de preparación, para que cualquiera del equipo pueda seguirlas.',
    },
    {
      id: 'staffdevelopment-example',
      text: 'Predicas con el ejemplo en puntualidad, limpieza y actitud dentro de la cocina.',
    },
  ],
  healthsafety: [
    {
      id: 'healthsafety-haccp',
      text: 'Buenos conocimientos de higiene alimentaria y APPCC; se valorará el carné de manipulador de alimentos o una formación equivalente.',
    },
    {
      id: 'healthsafety-records',
      text: 'Registras las temperaturas de cámaras y cocciones, etiquetas y fechas cada producto y rotas el género por orden de entrada.',
    },
    {
      id: 'healthsafety-cleaning',
      text: 'Cumples el plan de limpieza y dejas tu partida impecable al final de cada turno.',
    },
    {
      id: 'healthsafety-safework',
      text: 'Trabajas con seguridad con cuchillos, maquinaria y productos de limpieza, y avisas enseguida de cualquier riesgo o accidente.',
    },
  ],
  management: [
    {
      id: 'management-ordering',
      text: 'Ayudas con los pedidos y la recepción de mercancía, y compruebas calidad y cantidades con el albarán.',
    },
    {
      id: 'management-waste',
      text: 'Controlas las mermas y las raciones, y entiendes cómo influyen en el coste de la materia prima.',
    },
    {
      id: 'management-stock',
      text: 'Participas en el inventario semanal y mantienes el almacén y las cámaras ordenados.',
    },
    {
      id: 'management-lead',
      text: 'Eres capaz de llevar la cocina cuando el jefe de cocina no está, desde el servicio hasta el cuadrante del equipo.',
    },
  ],
  other: [
    {
      id: 'other-availability',
      text: 'Disponibilidad flexible, también noches, fines de semana y festivos.',
    },
    {
      id: 'other-languages',
      text: 'Soltura para comunicarte en el idioma de la cocina; cualquier otro idioma suma en nuestro equipo internacional.',
    },
    {
      id: 'other-permit',
      text: 'Permiso de trabajo en el país donde está el puesto.',
    },
    {
      id: 'other-commute',
      text: 'Facilidad para llegar con puntualidad al inicio y al final de cada turno, también cuando se cierra tarde.',
    },
  ],
};
