import { EventInputSchema } from '@bar/domain/events/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

describe('the demo seed’s events', () => {
  it('validate against the event schema and carry webp variants up to the picture’s width, public once published', async () => {
    const events = await app.documents.forTenant('restaurant').query('events');
    expect(events.length).toBeGreaterThan(0);
    for (const { id, data } of events) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
      const parsed = EventInputSchema.safeParse(fields);
      expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const media = (data.media as { resized: { width: number; url: string }[] }[])[0]!;
      expect(media.resized.map((variant) => variant.width)).toEqual([640, 750, 828, 1080, 1200]);
      const variant = await app.inject({ url: media.resized[0]!.url, headers: hostOf(3002) });
      if (data.status === 'published') expect(variant.headers['content-type']).toBe('image/webp');
      // a draft's pictures stay private until it is published
      else expect(variant.statusCode, id).toBe(404);
    }
  });

  it('are served by the public API: upcoming published ones, without the draft', async () => {
    const res = await app.inject({ url: '/api/events', headers: hostOf(3000) });
    const titles = res.json<{ events: { title: string }[] }>().events.map((event) => event.title);
    expect(titles).toEqual([
      'Noche de Mariachi',
      'Karaoke de los viernes',
      'Cumbia y salsa en vivo',
    ]);
    const past = await app.inject({ url: '/api/events?when=past', headers: hostOf(3000) });
    expect(past.json<{ events: { title: string }[] }>().events.map((event) => event.title)).toEqual(
      ['Cata de tequila', 'Fiesta patria'],
    );
  });
});
