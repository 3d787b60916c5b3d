type Locale = 'es' | 'en' | 'fr';
type Statements = { mission: string; vision: string; values: string[] };

/** Each demo tenant's own mission, vision and values (the about page), per language. */
const ABOUT: Record<string, Record<Locale, Statements>> = {
  default: {
    es: {
      mission:
        'Servir cocina mexicana casera y noches de música en vivo que se sienten como una fiesta en familia.',
      vision:
        'Ser el punto de encuentro latino de Toronto, donde cada semana pasa algo que contar.',
      values: ['Hospitalidad', 'Sabor auténtico', 'Música en vivo', 'Comunidad'],
    },
    en: {
      mission: 'Serve home-style Mexican food and live-music nights that feel like a family party.',
      vision: "Be Toronto's Latin meeting place, where something worth telling happens every week.",
      values: ['Hospitality', 'Authentic flavour', 'Live music', 'Community'],
    },
    fr: {
      mission:
        'Servir une cuisine mexicaine maison et des soirées de musique live qui ont l’air d’une fête de famille.',
      vision:
        'Être le lieu de rencontre latino de Toronto, où chaque semaine il se passe quelque chose.',
      values: ['Hospitalité', 'Saveur authentique', 'Musique live', 'Communauté'],
    },
  },
  restaurant: {
    es: {
      mission:
        'Llevar a Ottawa los sabores de México y Centroamérica, del comal a la mesa, con mariachi los fines de semana.',
      vision:
        'Que cada visita a El Mariachi se sienta como un viaje al sur sin salir del Byward Market.',
      values: ['Tradición', 'Ingredientes frescos', 'Alegría', 'Servicio cercano'],
    },
    en: {
      mission:
        'Bring the flavours of Mexico and Central America to Ottawa, from the comal to the table, with mariachi on weekends.',
      vision:
        'Make every visit to El Mariachi feel like a trip south without leaving the Byward Market.',
      values: ['Tradition', 'Fresh ingredients', 'Joy', 'Warm service'],
    },
    fr: {
      mission:
        'Apporter à Ottawa les saveurs du Mexique et de l’Amérique centrale, du comal à la table, avec mariachi le week-end.',
      vision:
        'Que chaque visite à El Mariachi ressemble à un voyage vers le sud sans quitter le marché By.',
      values: ['Tradition', 'Ingrédients frais', 'Joie', 'Service chaleureux'],
    },
  },
};

export const demoAbout = (tenant: string, locale: Locale): Statements =>
  (ABOUT[tenant] ?? ABOUT.default!)[locale];
