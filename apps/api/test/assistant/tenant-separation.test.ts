import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogCollection, catalogItemPath } from '../../src/repositories/catalog.js';
import { ask, EVAL_NOW, seededAssistantApp } from './evaluation.js';

// Both demo tenants, seeded as `pnpm start` does; then the restaurant gets facts of its own (a
// FAQ entry, a holiday, an event, a dish, a smaller party limit) that the default tenant has not.
let app: FastifyInstance;

const RESTAURANT_PHONE = '+1 613 555 0177';
const MAIN_PHONE = '+1 416 555 0142';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: EVAL_NOW });
  app = await seededAssistantApp();
  const docs = app.documents.forTenant('restaurant');
  const branding = (await docs.get('branding/default'))!;
  await docs.set(
    'branding/default',
    {
      FAQ: [
        ...(branding.FAQ as object[]),
        {
          question: '¿Tienen estacionamiento?',
          answer: 'Sí, estacionamiento gratuito detrás del local.',
        },
      ],
      holidays: [...(branding.holidays as object[]), { name: 'Día del Mariachi', date: '12-12' }],
    },
    { merge: true },
  );
  await docs.set('settings/default', { booking: { maxPartySize: 8 } }, { merge: true });
  const event = (await docs.get('events/noche-de-mariachi'))!;
  await docs.set('events/noche-de-marimba', {
    ...event,
    id: 'noche-de-marimba',
    slug: 'noche-de-marimba',
    title: 'Noche de Marimba',
    date: '2026-12-10',
  });
  const [dish] = await docs.query(catalogCollection(DEFAULT_AGENT_ID, 'products'), {
    limit: 1,
  });
  await docs.set(catalogItemPath(DEFAULT_AGENT_ID, 'products', 'tamal-de-elote'), {
    ...dish!.data,
    name: 'Tamal de elote',
    description: 'Masa de elote tierno con crema',
    price: 6.5,
    translations: {},
  });
  // Written straight to the store: the cached reads are forgotten as an API write would.
  app.publicReads.forget('restaurant');
}, 300_000);
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

describe('the assistant answers each tenant from its own data only', () => {
  it('a FAQ entry of one tenant is unknown to the other', async () => {
    const own = await ask(app, 'restaurant', 'es', '¿Tienen estacionamiento?');
    expect(own.reply).toBe('Sí, estacionamiento gratuito detrás del local.');
    const other = await ask(app, 'default', 'es', '¿Tienen estacionamiento?');
    expect(other.reply).toContain('Lo siento, no tengo esa información.');
    expect(other.reply).not.toContain('estacionamiento gratuito');
  });

  it('the party limit and the phone for big groups are the tenant’s own', async () => {
    const own = await ask(app, 'restaurant', 'es', '¿Puedo reservar para 10 personas?');
    expect(own.reply).toContain('hasta 8 personas');
    expect(own.reply).toContain(RESTAURANT_PHONE);
    const other = await ask(app, 'default', 'es', '¿Puedo reservar para 10 personas?');
    expect(other.reply).toContain('10 personas (hasta 20 por reserva)');
    expect(other.reply).not.toContain(RESTAURANT_PHONE);
  });

  it('a holiday closes only the tenant that has it', async () => {
    const own = await ask(app, 'restaurant', 'es', '¿Abren el 12 de diciembre?');
    expect(own.reply).toBe('El 12 de diciembre (sábado) estamos cerrados por Día del Mariachi.');
    const other = await ask(app, 'default', 'es', '¿Abren el 12 de diciembre?');
    expect(other.reply).toBe('El 12 de diciembre (sábado) abrimos de 12:00 a 02:00.');
  });

  it('an event and a dish of one tenant are not dated or priced for the other', async () => {
    const event = await ask(app, 'restaurant', 'es', '¿Cuándo es la Noche de Marimba?');
    expect(event.reply).toContain('10 de diciembre');
    expect(event.reply).toContain('88 Rideau Street');
    const otherEvent = await ask(app, 'default', 'es', '¿Cuándo es la Noche de Marimba?');
    expect(otherEvent.reply).not.toContain('10 de diciembre');
    expect(otherEvent.reply).not.toContain('Marimba');

    const dish = await ask(app, 'restaurant', 'es', '¿Cuánto cuesta el tamal de elote?');
    expect(dish.reply).toContain('Tamal de elote: $6.50');
    const otherDish = await ask(app, 'default', 'es', '¿Cuánto cuesta el tamal de elote?');
    expect(otherDish.reply).not.toContain('6.50');
    expect(otherDish.reply).not.toContain('Tamal de elote');
  });

  it('contact answers name the tenant’s own phone', async () => {
    const own = await ask(app, 'default', 'en', 'What is your phone number?');
    expect(own.reply).toContain(MAIN_PHONE);
    expect(own.reply).not.toContain(RESTAURANT_PHONE);
  });
});
