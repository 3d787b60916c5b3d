import type { DocData } from '../stores/document-store.js';

type Seed = { locale: 'es' | 'en' | 'fr'; name: string; comment: string; stars: number };

/** Each demo tenant's own guests' comments, so the home page's reviews rail is not empty. */
const SURVEYS: Record<string, Seed[]> = {
  default: [
    {
      locale: 'es',
      name: 'Mariana',
      comment: 'Los tacos al pastor y el karaoke del viernes, ¡lo mejor de Toronto!',
      stars: 5,
    },
    {
      locale: 'es',
      name: '',
      comment: 'Muy buen ambiente y la música en vivo excelente.',
      stars: 4,
    },
    {
      locale: 'en',
      name: 'Jordan',
      comment: 'Great margaritas and a band that got everyone dancing.',
      stars: 5,
    },
    { locale: 'en', name: '', comment: 'Friendly staff, the birria was amazing.', stars: 5 },
    {
      locale: 'fr',
      name: 'Camille',
      comment: 'Ambiance chaleureuse et des tacos délicieux. On reviendra !',
      stars: 5,
    },
  ],
  restaurant: [
    {
      locale: 'es',
      name: 'Don Ramiro',
      comment: 'Las pupusas como en El Salvador y el mariachi del sábado, un lujo.',
      stars: 5,
    },
    {
      locale: 'en',
      name: 'Priya',
      comment: 'The mole enchiladas were outstanding. Lovely spot in the market.',
      stars: 5,
    },
    { locale: 'en', name: '', comment: 'Came for the mariachi, stayed for the churros.', stars: 4 },
    {
      locale: 'fr',
      name: '',
      comment: 'Service attentionné et guacamole préparé devant nous. Bravo !',
      stars: 5,
    },
  ],
};

/** `surveys/{id}` documents ({ success, locale, ts, comment, name, answers }), newest first. */
export function demoSurveys(tenant: string, now: number): [string, DocData][] {
  return (SURVEYS[tenant] ?? []).map((seed, i) => [
    `demo-survey-${i + 1}`,
    {
      success: true,
      locale: seed.locale,
      ts: now - (i + 1) * 86_400_000,
      comment: seed.comment,
      name: seed.name,
      answers: {
        ratings: {
          experience: seed.stars,
          flavor: seed.stars,
          service: 5,
          waitTime: 4,
          atmosphere: 5,
          price: 4,
        },
        wouldRecommend: true,
        wouldReturn: true,
        howHeard: i % 2 ? 'socialMedia' : 'recommendation',
      },
    },
  ]);
}
