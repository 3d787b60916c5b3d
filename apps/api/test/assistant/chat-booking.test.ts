import type { ChatAnswer, ChatBooking } from '@bar/domain/assistant/wire';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';
import { recipients, type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.js';

// A booking made in the chat, through POST /api/ai-chat as the widget sends it: the answer's
// draft goes back with the next message. The demo tenant's week (Mon-Thu 12-23, Fri-Sat 12-02,
// Sunday closed) and the default booking rules (20 people online, 2 h notice, 60 days ahead).

/** Wednesday 25 November 2026, 10:00 in Toronto: "el sábado" is the 28th. */
const NOW = new Date('2026-11-25T15:00:00Z');
const SATURDAY = '2026-11-28';
const PHONE = '+1 416 555 0142';

let app: FastifyInstance;
let sink: SmtpSink;
let address = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sink = await startSmtpSink();
  app = await buildTestApp({ MAIL_DRIVER: 'smtp', SMTP_URL: sink.url });
  await seedDemo(app.documents, app.blobs, NOW);
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
  await sink.close();
});
beforeEach(async () => {
  vi.setSystemTime(NOW);
  const docs = app.documents.forTenant('default');
  for (const collection of ['reservations', 'reservation_slots', 'reservation_keys'])
    for (const row of await docs.query(collection, { limit: 1000 })) await docs.delete(row.path);
});

type Answer = ChatAnswer & { booking?: ChatBooking | null };

async function say(message: string, locale: string, booking?: ChatBooking | null) {
  address += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai-chat',
    headers: { host: 'localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({ userMessage: message, message, locale, ...(booking && { booking }) }),
    remoteAddress: `10.91.${(address >> 8) & 255}.${address & 255}`,
  });
  return res;
}

/** A conversation: each message sent with the draft the last answer carried. */
async function talk(locale: string, messages: string[]) {
  let booking: ChatBooking | null | undefined;
  const answers: Answer[] = [];
  for (const message of messages) {
    const res = await say(message, locale, booking);
    expect(res.statusCode, `${message} → ${res.body}`).toBe(200);
    const answer = res.json<Answer>();
    answers.push(answer);
    booking = answer.booking;
  }
  return { answers, replies: answers.map((a) => a.reply), booking };
}

const reservations = async () =>
  (await app.documents.forTenant('default').query('reservations', { limit: 100 })).map(
    (row) => row.data,
  );

describe('booking in the chat (POST /api/ai-chat)', () => {
  it('es: asks what is missing one step at a time, repeats the details, books on «sí»', async () => {
    const { answers, replies, booking } = await talk('es', [
      'mesa para 4 el sábado a las 8',
      'Ana Pérez',
      'ana.perez@example.com',
      '416 555 0199',
    ]);
    expect(replies[0]).toBe(
      'Sí, puedes reservar en línea para 4 personas (hasta 20 por reserva). ¿A nombre de quién?',
    );
    expect(answers[0]!.booking).toMatchObject({
      step: 'name',
      date: SATURDAY,
      time: '20:00',
      guests: 4,
    });
    expect(replies[1]).toBe('¿Tu correo? Ahí te llega la confirmación.');
    expect(replies[2]).toBe('¿Tu teléfono (10 dígitos)?');
    expect(replies[3]).toBe(
      'Mesa para 4, el sábado 28 de noviembre a las 20:00, a nombre de Ana Pérez ' +
        '(ana.perez@example.com, 416 555 0199). ¿Confirmo la reserva? Responde «sí» o «no».',
    );
    expect(await reservations()).toHaveLength(0);
    const res = await say('sí', 'es', booking);
    answers.push(res.json<Answer>());
    replies.push(answers[4]!.reply);
    expect(replies[4]).toBe(
      'Reserva enviada: mesa para 4, el sábado 28 de noviembre a las 20:00. ' +
        'Te escribimos a ana.perez@example.com.',
    );
    expect(answers[4]).toMatchObject({ booking: null, topic: 'services', source: 'offline' });
    const stored = await reservations();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana.perez@example.com',
      phone: '4165550199',
      date: SATURDAY,
      time: '20:00',
      guests: 4,
      locale: 'es',
      state: 'pending',
    });
    expect(answers[4]!.reservationId).toBe(stored[0]!.id);
    // The form's mails: the guest's in their language.
    const mail = await sink.waitFor('ana.perez@example.com');
    expect(mail.subject).toMatch(/^Recibimos tu reserva/);
  });

  it('en: "a table for 4 on Saturday at 8pm", the name and e-mail in one message', async () => {
    const { replies } = await talk('en', [
      'a table for 4 on Saturday at 8pm',
      'My name is John Smith, john.smith@example.com',
      '(416) 555-0123',
      'yes',
    ]);
    expect(replies[0]).toBe(
      'Yes, you can book online for 4 people (up to 20 per booking). Under what name?',
    );
    expect(replies[1]).toBe('Your phone (10 digits)?');
    expect(replies[2]).toBe(
      'Table for 4 on Saturday, November 28 at 20:00, under John Smith ' +
        '(john.smith@example.com, (416) 555-0123). Shall I book it? Answer “yes” or “no”.',
    );
    expect(replies[3]).toBe(
      'Booking sent: table for 4 on Saturday, November 28 at 20:00. ' +
        'We are writing to john.smith@example.com.',
    );
    expect(await reservations()).toMatchObject([
      { name: 'John Smith', phone: '4165550123', locale: 'en', guests: 4, time: '20:00' },
    ]);
  });

  it('fr: "une table pour 4 samedi à 20h", then the details asked one by one', async () => {
    const { replies } = await talk('fr', [
      'Je voudrais réserver une table',
      'samedi',
      'à 20h',
      '4',
      'Camille Dubois',
      'camille@example.com',
      '514 555 0101',
      'oui',
    ]);
    expect(replies[0]).toBe('Pour quel jour ?');
    expect(replies[1]).toMatch(/^À quelle heure \? Heures libres le samedi 28 novembre : 12:00, /);
    expect(replies[2]).toBe('Pour combien de personnes ?');
    expect(replies[3]).toBe('À quel nom ?');
    expect(replies[4]).toBe('Votre courriel ? La confirmation y arrive.');
    expect(replies[5]).toBe('Votre téléphone (10 chiffres) ?');
    expect(replies[6]).toBe(
      'Table pour 4, le samedi 28 novembre à 20:00, au nom de Camille Dubois ' +
        '(camille@example.com, 514 555 0101). Je confirme la réservation ? ' +
        'Répondez « oui » ou « non ».',
    );
    expect(replies[7]).toBe(
      'Réservation envoyée : table pour 4, le samedi 28 novembre à 20:00. ' +
        'Nous vous écrivons à camille@example.com.',
    );
    expect(await reservations()).toMatchObject([
      { name: 'Camille Dubois', locale: 'fr', date: SATURDAY, time: '20:00', guests: 4 },
    ]);
  });

  it('a "yes" sent twice with the same draft books once', async () => {
    const { booking } = await talk('en', [
      'a table for 2 on Saturday at 7pm',
      'Lea Roy',
      'lea@example.com',
      '4165550177',
    ]);
    expect(booking?.step).toBe('confirm');
    const first = await say('yes', 'en', booking);
    const second = await say('yes', 'en', booking);
    expect(first.json<Answer>().reply).toMatch(/^Booking sent/);
    expect(second.json<Answer>().reply).toBe(first.json<Answer>().reply);
    expect(second.json<Answer>().reservationId).toBe(first.json<Answer>().reservationId);
    expect(await reservations()).toHaveLength(1);
    await sink.waitFor('lea@example.com');
    expect(
      sink.received.filter((mail) => recipients(mail).includes('lea@example.com')),
    ).toHaveLength(1);
  });

  it('a party over the online limit gets the phone, and no draft', async () => {
    for (const [locale, message] of [
      ['es', 'mesa para 25 el sábado a las 8'],
      ['en', 'a table for 25 on Saturday at 8pm'],
      ['fr', 'une table pour 25 samedi à 20h'],
    ] as const) {
      const { answers } = await talk(locale, [message]);
      expect(answers[0]!.reply).toContain(PHONE);
      expect(answers[0]!.reply).toContain('20');
      expect(answers[0]!.booking).toBeNull();
    }
    // Said on the way, too.
    const { answers } = await talk('en', ['I want to book a table on Saturday at 8pm', '25']);
    expect(answers[1]!.reply).toBe(
      `Online bookings are for groups of up to 20 people; for 25, call us at ${PHONE} and we will arrange it.`,
    );
    expect(answers[1]!.booking).toBeNull();
    expect(await reservations()).toHaveLength(0);
  });

  it('a full slot offers the free times of that day; a closed day asks another', async () => {
    // Two parties of 20 through the form fill Saturday 20:00 (40 covers a slot).
    for (const name of ['Uno', 'Dos']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { host: 'localhost:3000' },
        payload: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: '4165550100',
          date: SATURDAY,
          time: '20:00',
          reason: 'dinner',
          guests: 20,
          locale: 'es',
        },
        remoteAddress: `10.92.0.${++address & 255}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const full = await talk('es', ['mesa para 4 el sábado a las 8']);
    expect(full.replies[0]).toBe(
      'Sí, puedes reservar en línea para 4 personas (hasta 20 por reserva). ' +
        'Esa hora está completa. Prueba una de las siguientes. ' +
        'Horas libres el sábado 28 de noviembre: 18:30, 19:00, 19:30, 20:30, 21:00, 21:30. ' +
        '¿A qué hora?',
    );
    expect(full.booking).toMatchObject({ step: 'time', date: SATURDAY, guests: 4 });
    expect(full.booking?.time).toBeUndefined();
    const next = await say('a las 21:30', 'es', full.booking);
    expect(next.json<Answer>().booking).toMatchObject({ step: 'name', time: '21:30' });

    const closed = await talk('en', ['a table for 4 on Sunday at 8pm']);
    expect(closed.replies[0]).toBe(
      'Yes, you can book online for 4 people (up to 20 per booking). ' +
        'We are closed that day. Please choose another date. For which day?',
    );
    expect(closed.booking).toMatchObject({ step: 'date', guests: 4 });

    const odd = await talk('fr', ['une table pour 2 samedi à 20h10']);
    expect(odd.replies[0]).toContain('Choisissez l’une des heures disponibles.');
    expect(odd.replies[0]).toContain('Heures libres le samedi 28 novembre : ');
  });

  it('asks for a name and a valid e-mail and phone before repeating the details', async () => {
    const { replies, booking } = await talk('en', [
      'a table for 3 on Saturday at 9pm',
      'Mia Chen',
      'mia at example',
      'mia@example.com',
      '0165550199',
    ]);
    expect(replies[1]).toBe('Your e-mail? The confirmation goes there.');
    expect(replies[2]).toBe(
      'Please enter a valid email. Your e-mail? The confirmation goes there.',
    );
    expect(replies[3]).toBe('Your phone (10 digits)?');
    expect(replies[4]).toBe('Must be 10 digits and not start with 0 Your phone (10 digits)?');
    expect(booking).toMatchObject({ step: 'phone', name: 'Mia Chen', email: 'mia@example.com' });
  });

  it('a question beside the booking is answered, and the booking goes on', async () => {
    const { replies, booking } = await talk('en', [
      'a table for 3 on Saturday at 9pm',
      'What is your phone number?',
    ]);
    expect(replies[1]).toBe(`You can call us at ${PHONE}. Under what name?`);
    expect(booking).toMatchObject({ step: 'name', guests: 3 });
  });

  it('the guest cancels with «no» or «cancelar»: nothing is booked', async () => {
    const atConfirm = await talk('es', [
      'mesa para 2 el sábado a las 8',
      'Luis Gómez',
      'luis@example.com',
      '4165550111',
      'no',
    ]);
    expect(atConfirm.replies[4]).toBe('Listo, no reservé nada.');
    expect(atConfirm.booking).toBeNull();
    const midway = await talk('fr', ['une table pour 2 samedi à 20h', 'annuler']);
    expect(midway.replies[1]).toBe('D’accord, rien n’est réservé.');
    const es = await talk('es', ['quiero reservar una mesa', 'cancelar']);
    expect(es.replies[1]).toBe('Listo, no reservé nada.');
    expect(await reservations()).toHaveLength(0);
  });

  it('a tampered draft is checked again: never more than the form accepts, never a 500', async () => {
    const base: ChatBooking = {
      id: 'draft-0001-abcd',
      step: 'confirm',
      date: SATURDAY,
      time: '20:00',
      guests: 4,
      name: 'Eve',
      email: 'eve@example.com',
      phone: '4165550100',
    };
    // Beyond the schema (unknown field, oversized, wrong type): a 400, translated.
    for (const booking of [
      { ...base, extra: 'x' },
      { ...base, name: 'x'.repeat(500) },
      { ...base, guests: '4' },
      { ...base, step: 'paid' },
      'confirm',
    ]) {
      const res = await say('yes', 'en', booking as ChatBooking);
      expect(res.statusCode, JSON.stringify(booking)).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String) as string,
      });
    }
    // Within the schema, a party over the limit, a closed day, a past slot, a bad phone:
    // each re-checked and re-asked (or sent to the phone), never booked.
    const big = await say('yes', 'en', { ...base, guests: 150 });
    expect(big.json<Answer>()).toMatchObject({ booking: null });
    expect(big.json<Answer>().reply).toContain(PHONE);
    const sunday = await say('yes', 'en', { ...base, date: '2026-11-29' });
    expect(sunday.json<Answer>().reply).toContain('We are closed that day.');
    expect(sunday.json<Answer>().booking).toMatchObject({ step: 'date' });
    const past = await say('yes', 'en', { ...base, date: '2026-11-24' });
    expect(past.json<Answer>().booking).toMatchObject({ step: 'date' });
    const notASlot = await say('yes', 'en', { ...base, time: '20:10' });
    expect(notASlot.json<Answer>().booking).toMatchObject({ step: 'time' });
    const phone = await say('yes', 'en', { ...base, phone: '12' });
    expect(phone.json<Answer>().booking).toMatchObject({ step: 'phone' });
    const name = await say('yes', 'en', { ...base, name: '   ' });
    expect(name.json<Answer>().booking).toMatchObject({ step: 'name' });
    // A step said to be "confirm" on a draft the guest never saw repeated: the summary first.
    const unseen = await say('yes', 'en', { ...base, step: 'phone' });
    expect(unseen.json<Answer>().reply).toMatch(/^Table for 4 on Saturday/);
    expect(await reservations()).toHaveLength(0);
  });

  it('questions about the rules keep their answers', async () => {
    const ahead = await say('How far in advance can I book?', 'en');
    expect(ahead.json<Answer>().booking).toBeUndefined();
    expect(ahead.json<Answer>().reply).toContain('60 days');
    const how = await say('¿Cómo hago una reservación?', 'es');
    expect(how.json<Answer>().booking).toBeUndefined();
  });
});

describe('booking in the chat with a model key', () => {
  let modelApp: FastifyInstance;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi('Respuesta del modelo.');
    modelApp = await buildTestApp({
      OPENAI_API_KEY: 'sk-test-server-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TIMEOUT_MS: '400',
    });
    await seedDemo(modelApp.documents, modelApp.blobs, NOW);
  }, 60_000);
  afterAll(async () => {
    await modelApp.close();
    await fake.close();
  });

  it('the booking dialogue answers itself: no turn of it reaches the model', async () => {
    let booking: ChatBooking | null | undefined;
    const replies: string[] = [];
    for (const message of ['mesa para 4 el sábado a las 8', 'Ana Pérez', 'ana@example.com']) {
      const res = await modelApp.inject({
        method: 'POST',
        url: '/api/ai-chat',
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({
          userMessage: message,
          locale: 'es',
          ...(booking && { booking }),
        }),
        remoteAddress: `10.93.0.${++address & 255}`,
      });
      const answer = res.json<Answer>();
      expect(answer.source).toBe('offline');
      replies.push(answer.reply);
      booking = answer.booking;
    }
    expect(replies[2]).toBe('¿Tu teléfono (10 dígitos)?');
    expect(fake.requests).toHaveLength(0);
  });
});
