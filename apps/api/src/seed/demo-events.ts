import type { DocData } from '../stores/document-store.js';

export interface DemoEvent {
  id: string;
  title: string;
  /** Days from today. */
  offset: number;
  startTime: string;
  endTime: string;
  description: string;
  status: 'published' | 'draft';
  colors: [string, string];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    id: 'noche-de-mariachi',
    title: 'Noche de Mariachi',
    offset: 5,
    startTime: '20:00',
    endTime: '23:00',
    description: 'Mariachi en vivo toda la noche, con menú especial de antojitos.',
    status: 'published',
    colors: ['#b5179e', '#f77f00'],
  },
  {
    id: 'karaoke-viernes',
    title: 'Karaoke de los viernes',
    offset: 12,
    startTime: '21:00',
    endTime: '01:00',
    description: 'Canta tus clásicos favoritos en español e inglés.',
    status: 'published',
    colors: ['#3a0ca3', '#4cc9f0'],
  },
  {
    id: 'cumbia-y-salsa',
    title: 'Cumbia y salsa en vivo',
    offset: 30,
    startTime: '20:30',
    endTime: '00:30',
    description: 'Banda en vivo con ritmos de Centroamérica y el Caribe.',
    status: 'published',
    colors: ['#2d6a4f', '#ffd166'],
  },
  {
    id: 'dia-de-muertos',
    title: 'Cena de Día de Muertos',
    offset: 20,
    startTime: '19:00',
    endTime: '22:00',
    description: 'Menú de temporada y altar de ofrendas (borrador).',
    status: 'draft',
    colors: ['#6a040f', '#ffba08'],
  },
  {
    id: 'noche-de-tequila',
    title: 'Cata de tequila',
    offset: -7,
    startTime: '19:00',
    endTime: '21:00',
    description: 'Cata guiada de tequilas blancos, reposados y añejos.',
    status: 'published',
    colors: ['#003049', '#fcbf49'],
  },
  {
    id: 'fiesta-patria',
    title: 'Fiesta patria',
    offset: -40,
    startTime: '18:00',
    endTime: '23:59',
    description: 'Celebramos con pozole, música y el grito.',
    status: 'published',
    colors: ['#006847', '#ce1126'],
  },
];

export const isoDay = (offset: number, today = new Date()) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

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
    date: isoDay(event.offset, today),
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
    createdAt: today.toISOString(),
    updatedAt: today.toISOString(),
  };
}
