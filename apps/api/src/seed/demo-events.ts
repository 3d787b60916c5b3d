import { DEFAULT_TIME_ZONE } from '@bar/domain/events/constants';
import {
  addDays,
  type HolidayLike,
  isHoliday,
  type WeekDay,
  weekDayOf,
  zonedDateTime,
} from '@bar/domain/hours/clock';
import type { DocData } from '../stores/document-store.js';
import { DEMO_HOLIDAYS } from './demo-hours.js';
import type { EventScene } from './event-picture.js';

export interface DemoEvent {
  id: string;
  title: string;
  /** The week day it falls on (the one its title names, if it names one). */
  day: WeekDay;
  /** Which of those days from today: 1 the next one, 2 the one after; -1 the last one before. */
  week: number;
  startTime: string;
  endTime: string;
  description: string;
  status: 'published' | 'draft';
  colors: [string, string];
  /** What its generated picture shows, and that picture's alt text per language. */
  scene: EventScene;
  alt: { es: string; en: string; fr: string };
  /** Its title and description in English and French (a week day a title names is the same). */
  localized: Record<'en' | 'fr', { title: string; description: string }>;
}

/** The demo's one call to action ("Reservar"), in the other languages. */
const BOOK_LABELS = { en: 'Book', fr: 'Réserver' } as const;

export const DEMO_EVENTS: DemoEvent[] = [
  {
    id: 'noche-de-mariachi',
    title: 'Noche de Mariachi',
    day: 'saturday',
    week: 1,
    startTime: '20:00',
    endTime: '23:00',
    description: 'Mariachi en vivo toda la noche, con menú especial de antojitos.',
    status: 'published',
    colors: ['#b5179e', '#f77f00'],
    scene: 'mariachi',
    alt: {
      es: 'Un sombrero de charro y una guitarra bajo los focos del escenario',
      en: 'A charro hat and a guitar under the stage lights',
      fr: 'Un sombrero de charro et une guitare sous les projecteurs',
    },
    localized: {
      en: {
        title: 'Mariachi Night',
        description: 'Live mariachi all night, with a special menu of antojitos.',
      },
      fr: {
        title: 'Soirée mariachi',
        description: 'Mariachi en direct toute la soirée, avec un menu spécial d’antojitos.',
      },
    },
  },
  {
    id: 'karaoke-viernes',
    title: 'Karaoke de los viernes',
    day: 'friday',
    week: 2,
    startTime: '21:00',
    endTime: '01:00',
    description: 'Canta tus clásicos favoritos en español e inglés.',
    status: 'published',
    colors: ['#3a0ca3', '#4cc9f0'],
    scene: 'karaoke',
    alt: {
      es: 'Un micrófono en su pie entre notas musicales',
      en: 'A microphone on its stand among musical notes',
      fr: 'Un micro sur son pied parmi des notes de musique',
    },
    localized: {
      en: {
        title: 'Friday Karaoke',
        description: 'Sing your favourite classics in Spanish and English.',
      },
      fr: {
        title: 'Karaoké du vendredi',
        description: 'Chantez vos classiques préférés en espagnol et en anglais.',
      },
    },
  },
  {
    id: 'cumbia-y-salsa',
    title: 'Cumbia y salsa en vivo',
    day: 'saturday',
    week: 4,
    startTime: '20:30',
    endTime: '00:30',
    description: 'Banda en vivo con ritmos de Centroamérica y el Caribe.',
    status: 'published',
    colors: ['#2d6a4f', '#ffd166'],
    scene: 'cumbia',
    alt: {
      es: 'Dos maracas y una conga en el escenario',
      en: 'Two maracas and a conga drum on the stage',
      fr: 'Deux maracas et une conga sur la scène',
    },
    localized: {
      en: {
        title: 'Live Cumbia and Salsa',
        description: 'A live band with rhythms from Central America and the Caribbean.',
      },
      fr: {
        title: 'Cumbia et salsa en direct',
        description: 'Un groupe en direct aux rythmes d’Amérique centrale et des Caraïbes.',
      },
    },
  },
  {
    id: 'dia-de-muertos',
    title: 'Cena de Día de Muertos',
    day: 'thursday',
    week: 3,
    startTime: '19:00',
    endTime: '22:00',
    description: 'Menú de temporada y altar de ofrendas (borrador).',
    status: 'draft',
    colors: ['#6a040f', '#ffba08'],
    scene: 'altar',
    alt: {
      es: 'Un altar de muertos con velas y flores de cempasúchil',
      en: 'A Day of the Dead altar with candles and marigolds',
      fr: 'Un autel des morts avec des bougies et des œillets d’Inde',
    },
    localized: {
      en: {
        title: 'Day of the Dead Dinner',
        description: 'Seasonal menu and an offering altar (draft).',
      },
      fr: {
        title: 'Souper du Jour des morts',
        description: 'Menu de saison et autel des offrandes (brouillon).',
      },
    },
  },
  {
    id: 'noche-de-tequila',
    title: 'Cata de tequila',
    day: 'thursday',
    week: -1,
    startTime: '19:00',
    endTime: '21:00',
    description: 'Cata guiada de tequilas blancos, reposados y añejos.',
    status: 'published',
    colors: ['#003049', '#fcbf49'],
    scene: 'tequila',
    alt: {
      es: 'Una botella de tequila, dos caballitos y una rodaja de limón',
      en: 'A bottle of tequila, two shot glasses and a slice of lime',
      fr: 'Une bouteille de tequila, deux verres à shot et une tranche de lime',
    },
    localized: {
      en: {
        title: 'Tequila Tasting',
        description: 'A guided tasting of blanco, reposado and añejo tequilas.',
      },
      fr: {
        title: 'Dégustation de tequila',
        description: 'Dégustation guidée de tequilas blancos, reposados et añejos.',
      },
    },
  },
  {
    id: 'fiesta-patria',
    title: 'Fiesta patria',
    day: 'saturday',
    week: -6,
    startTime: '18:00',
    endTime: '23:59',
    description: 'Celebramos con pozole, música y el grito.',
    status: 'published',
    colors: ['#006847', '#ce1126'],
    scene: 'fiesta',
    alt: {
      es: 'Papel picado verde, blanco y rojo y fuegos artificiales',
      en: 'Green, white and red papel picado and fireworks',
      fr: 'Du papel picado vert, blanc et rouge et des feux d’artifice',
    },
    localized: {
      en: {
        title: 'Independence Fiesta',
        description: 'We celebrate with pozole, music and the grito.',
      },
      fr: {
        title: 'Fête de l’Indépendance',
        description: 'Nous célébrons avec du pozole, de la musique et le grito.',
      },
    },
  },
];

/**
 * The event's day (YYYY-MM-DD) as seen from `today` in the tenant's zone: the `week`-th of its
 * week days after today (before it, for a past event), skipping holidays, when the demo is closed.
 */
export function eventDay(
  event: Pick<DemoEvent, 'day' | 'week'>,
  today = new Date(),
  holidays: readonly HolidayLike[] = DEMO_HOLIDAYS,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const step = event.week < 0 ? -1 : 1;
  let date = zonedDateTime(today, timeZone).date;
  for (let found = 0; found < Math.abs(event.week);) {
    date = addDays(date, step);
    if (weekDayOf(date) === event.day && !isHoliday(date, holidays)) found += 1;
  }
  return date;
}

export function eventDocument(
  event: DemoEvent,
  location: string,
  media: { url: string; resized: { width: number; url: string }[] },
  today = new Date(),
): DocData {
  return {
    id: event.id,
    slug: event.id,
    title: event.title,
    date: eventDay(event, today),
    endDate: '',
    startTime: event.startTime,
    endTime: event.endTime,
    location,
    description: event.description,
    artist: '',
    videoUrl: '',
    status: event.status,
    coverUrl: media.url,
    media: [
      {
        contentType: 'image/webp',
        url: media.url,
        name: `${event.title}.webp`,
        resized: media.resized,
      },
    ],
    ctas: [{ type: 'url', url: '/reservas', label: 'Reservar', as: 'button' }],
    localized: {
      en: { ...event.localized.en, ctaLabels: [BOOK_LABELS.en] },
      fr: { ...event.localized.fr, ctaLabels: [BOOK_LABELS.fr] },
    },
    createdAt: today.toISOString(),
    updatedAt: today.toISOString(),
  };
}
