import type { GuruItems } from '@shared/contracts/offer-guru';

/** Les phrases du Guru en français (mêmes ids dans toutes les langues ; guru-content.test.ts). */
export const fr: GuruItems = {
  about: [
    {
      id: 'about-independent',
      text: 'Nous sommes un restaurant indépendant à la clientèle fidèle, qui cuisine des produits de saison, tout fait maison. Notre équipe est petite, soudée et fière de chaque assiette qui quitte le passe.',
    },
    {
      id: 'about-hotel',
      text: 'Nous sommes la cuisine d’un hôtel très actif : petits-déjeuners, déjeuners, dîners, room service et banquets, reconnue pour sa régularité et le sens de l’accueil.',
    },
    {
      id: 'about-finedining',
      text: 'Nous sommes un restaurant gastronomique ambitieux où la précision, la créativité et les meilleurs produits passent avant tout. Nos clients viennent pour vivre un moment rare, et la cuisine le leur offre chaque soir.',
    },
    {
      id: 'about-group',
      text: 'Nous faisons partie d’un groupe de restaurants en plein développement, à l’identité forte et aux valeurs claires : la stabilité d’un groupe avec l’esprit d’une cuisine de quartier.',
    },
    {
      id: 'about-local',
      text: 'Nous travaillons main dans la main avec des maraîchers, pêcheurs et producteurs de la région, et la carte évolue au gré de leurs arrivages.',
    },
  ],
  position: [
    {
      id: 'position-permanent',
      text: 'Il s’agit d’un CDI à temps plein, avec un planning communiqué à l’avance et deux jours de repos par semaine.',
    },
    {
      id: 'position-section',
      text: 'Vous tiendrez votre propre poste au sein d’une brigade d’une dizaine de cuisiniers, responsable de sa mise en place, de son service et de sa propreté.',
    },
    {
      id: 'position-season',
      text: 'Il s’agit d’un poste saisonnier pour les mois forts de l’été, idéal si vous aimez les services soutenus et une belle équipe pour les partager.',
    },
    {
      id: 'position-opening',
      text: 'Vous rejoindrez l’équipe d’ouverture d’un nouvel établissement : installation de la cuisine, mise au point de la carte et des routines dès le premier jour.',
    },
  ],
  headchef: [
    {
      id: 'headchef-mentor',
      text: 'Notre chef dirige des cuisines depuis plus de quinze ans et aime transmettre : à ses côtés, vous progresserez en technique, en calcul des coûts et en management.',
    },
    {
      id: 'headchef-calm',
      text: 'Notre chef mène une cuisine calme et respectueuse : pas de cris, des consignes claires et un retour sincère chaque jour.',
    },
    {
      id: 'headchef-creative',
      text: 'Notre chef renouvelle la carte au fil des saisons et écoute toute l’équipe ; certains de nos meilleurs plats sont nés d’une idée de la brigade.',
    },
    {
      id: 'headchef-pedigree',
      text: 'Notre chef s’est formé dans de grandes maisons, en France et à l’étranger, et apporte à chaque service cette rigueur et ce souci du détail.',
    },
  ],
  opportunities: [
    {
      id: 'opportunities-promotion',
      text: 'Nous misons sur la promotion interne : la plupart de nos seconds et chefs de partie ont commencé chez nous à des postes juniors.',
    },
    {
      id: 'opportunities-training',
      text: 'Nous finançons formations et certifications, et organisons des stages dans des cuisines partenaires pour que vous continuiez à apprendre.',
    },
    {
      id: 'opportunities-rotation',
      text: 'Vous passerez par tous les postes, de la pâtisserie au grill, pour acquérir une palette complète de compétences.',
    },
    {
      id: 'opportunities-balance',
      text: 'Nous proposons des horaires raisonnables, un repas du personnel à chaque service et des heures supplémentaires payées, car un bon cuisinier a aussi besoin de repos.',
    },
  ],
  thechef: [
    {
      id: 'thechef-experience',
      text: 'Au moins deux ans d’expérience à un poste similaire en cuisine professionnelle.',
    },
    {
      id: 'thechef-passion',
      text: 'Une vraie passion pour la cuisine et le produit, de la curiosité pour les nouvelles techniques et l’envie de progresser.',
    },
    {
      id: 'thechef-teamplayer',
      text: 'L’esprit d’équipe, du sang-froid dans le coup de feu, une communication claire et l’envie d’aider les collègues quand le service s’emballe.',
    },
    {
      id: 'thechef-reliable',
      text: 'Fiabilité et ponctualité, une attitude positive et la fierté d’un poste propre et bien organisé.',
    },
  ],
  foodstandards: [
    {
      id: 'foodstandards-consistency',
      text: 'Chaque assiette respecte la recette et le dressage validés avec le chef, service après service.',
    },
    {
      id: 'foodstandards-scratch',
      text: 'Tout est fait maison à partir de produits frais : fonds, sauces, pain et desserts.',
    },
    {
      id: 'foodstandards-tasting',
      text: 'Vous goûtez et vérifiez tout avant l’envoi, et ne laissez jamais partir une assiette qui n’est pas à la hauteur.',
    },
    {
      id: 'foodstandards-allergens',
      text: 'Vous connaissez les quatorze allergènes majeurs, appliquez nos procédures et tenez à jour les fiches d’ingrédients.',
    },
  ],
  staffdevelopment: [
    {
      id: 'staffdevelopment-train',
      text: 'Vous formerez les commis et apprentis de votre poste en leur transmettant recettes, techniques et exigences.',
    },
    {
      id: 'staffdevelopment-feedback',
      text: 'Vous savez faire des remarques claires et bienveillantes, et aidez les nouveaux à prendre confiance.',
    },
    {
      id: 'staffdevelopment-recipes',
      text: 'Vous participez à la mise à jour des fiches techniques et des guides de préparation, pour que chacun dans l’équipe puisse les suivre.',
    },
    {
      id: 'staffdevelopment-example',
      text: 'Vous montrez l’exemple en matière de ponctualité, de propreté et d’attitude en cuisine.',
    },
  ],
  healthsafety: [
    {
      id: 'healthsafety-haccp',
      text: 'Bonne connaissance des règles d’hygiène et de la méthode HACCP ; une formation en hygiène alimentaire est un plus.',
    },
    {
      id: 'healthsafety-records',
      text: 'Vous relevez les températures des chambres froides et des cuissons, étiquetez et datez chaque produit et appliquez le premier entré, premier sorti.',
    },
    {
      id: 'healthsafety-cleaning',
      text: 'Vous suivez le plan de nettoyage et laissez votre poste impeccable à la fin de chaque service.',
    },
    {
      id: 'healthsafety-safework',
      text: 'Vous travaillez en sécurité avec les couteaux, le matériel et les produits d’entretien, et signalez sans attendre tout risque ou accident.',
    },
  ],
  management: [
    {
      id: 'management-ordering',
      text: 'Vous participez aux commandes et à la réception des marchandises, en contrôlant qualité et quantités sur le bon de livraison.',
    },
    {
      id: 'management-waste',
      text: 'Vous maîtrisez les pertes et les portions, et savez ce qu’elles pèsent sur le coût matière.',
    },
    {
      id: 'management-stock',
      text: 'Vous prenez part à l’inventaire hebdomadaire et gardez la réserve et les chambres froides rangées.',
    },
    {
      id: 'management-lead',
      text: 'Vous êtes capable de tenir la cuisine en l’absence du chef, du service jusqu’au planning de l’équipe.',
    },
  ],
  other: [
    {
      id: 'other-availability',
      text: 'Disponibilité souple, y compris le soir, le week-end et les jours fériés.',
    },
    {
      id: 'other-languages',
      text: 'À l’aise pour communiquer dans la langue de la cuisine ; toute autre langue est un atout dans notre équipe internationale.',
    },
    {
      id: 'other-permit',
      text: 'Autorisation de travail dans le pays du poste.',
    },
    {
      id: 'other-commute',
      text: 'Pouvoir se rendre au travail de façon fiable en début et en fin de service, y compris après une fermeture tardive.',
    },
  ],
};
