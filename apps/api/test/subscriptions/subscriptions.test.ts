import type { ErrorAnswer, StateAnswer } from '../support/answers.js';
import type { ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { rawHeader, recipients, type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

let sink: SmtpSink;
let app: FastifyInstance;
let n = 0;

const signup = (body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: {
      name: 'Ana',
      email: 'ana@example.com',
      consent: true,
      page: 'landingeng',
      locale: 'en',
      ...body,
    },
    remoteAddress: `10.1.0.${++n}`,
  });
const subscribers = async () =>
  (await app.documents.forTenant('default').dump('subscribers')).map((d) => d.data);
/** How many mails the outbox holds for an address (each send is stored before its delivery). */
const mailsTo = async (email: string) =>
  (await app.documents.forTenant('default').dump('outbox')).filter(
    (d) => (d.data as { to?: string }).to === email,
  ).length;
const tokenIn = (mail: ParsedMail, page: string) =>
  decodeURIComponent(new RegExp(`/${page}\\?token=([^\\s"<>]+)`).exec(mail.text ?? '')?.[1] ?? '');

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ MAIL_DRIVER: 'smtp', SMTP_URL: sink.url });
  await app.documents
    .forTenant('default')
    .set('branding/default', { company: { brandName: 'Cantina Test' } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('/api/subscriptions', () => {
  it('checks name, e-mail, optional phone and consent with translated texts', async () => {
    const noName = await signup({ name: '', locale: 'es' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<ErrorAnswer>().error.issues[0]).toMatchObject({
      path: 'name',
      message: 'Por favor, indica tu nombre.',
    });
    expect((await signup({ phone: '012' })).json<ErrorAnswer>().error.message).toBe(
      'Must be 10 digits and not start with 0',
    );
    expect((await signup({ consent: false })).json<ErrorAnswer>().error.issues[0]?.path).toBe(
      'consent',
    );
    expect(await subscribers()).toEqual([]);
  });

  it('double opt-in: pending with a CASL consent record, confirm link, one-click unsubscribe', async () => {
    const res = await signup({ email: 'Bea@Example.com', phone: '416 555 0199' });
    expect(res.statusCode).toBe(202);
    expect(res.json<StateAnswer>().message).toBe(
      'Check your e-mail and confirm your subscription.',
    );
    const [stored] = await subscribers();
    expect(stored).toMatchObject({
      email: 'bea@example.com',
      state: 'pending',
      phone: '4165550199',
    });
    expect(stored?.consent).toMatchObject({ page: 'landingeng', locale: 'en' });
    expect((stored?.consent as { text: string }).text).toContain('Cantina Test');
    expect((stored?.consent as { sourceHash: string }).sourceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('10.1.0.');

    const mail = await sink.waitFor('bea@example.com');
    expect(mail.subject).toBe('Confirm your subscription — Cantina Test');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/\S+\/en\/desuscritos\?token=/);

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token: tokenIn(mail, 'en/suscritos') },
    });
    expect(confirm.json<unknown>()).toEqual({ ok: true, state: 'confirmed' });
    expect((await subscribers())[0]?.state).toBe('confirmed');

    // the mail client's RFC 8058 POST to the List-Unsubscribe URL
    const oneClick = /<(http[^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
    const url = new URL(oneClick);
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.json<unknown>()).toEqual({ ok: true, state: 'unsubscribed' });
    }
    expect((await subscribers())[0]?.state).toBe('unsubscribed');
    // a late click on the confirm link does not sign the address up again
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token: tokenIn(mail, 'en/suscritos') },
    });
    expect((await subscribers())[0]?.state).toBe('unsubscribed');
  });

  it('signing up again neither duplicates the address nor tells it was there', async () => {
    const first = await signup({ email: 'cy@example.com' });
    const second = await signup({ email: 'CY@example.com', name: 'Cy' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json<unknown>()).toEqual(first.json());
    expect((await subscribers()).filter((s) => s.email === 'cy@example.com')).toHaveLength(1);
  });

  it('a duplicate signup changes nothing stored and sends no second mail within the hour', async () => {
    const first = await signup({
      email: 'dee@example.com',
      name: 'Dee Owner',
      phone: '4165550100',
    });
    expect(first.statusCode).toBe(202);
    const stored = async () => (await subscribers()).find((s) => s.email === 'dee@example.com');
    const before = await stored();
    expect(before).toMatchObject({ name: 'Dee Owner', phone: '4165550100', state: 'pending' });

    // Someone else who knows the address: same answer, nothing renamed, no second mail.
    const again = await signup({
      email: ' DEE@example.com',
      name: 'Mallory',
      phone: '6135550199',
      page: 'land',
    });
    expect(again.statusCode).toBe(202);
    expect(again.json<unknown>()).toEqual(first.json());
    expect(await stored()).toEqual(before);
    expect(await mailsTo('dee@example.com')).toBe(1);

    // Once confirmed, still nothing changes and no mail goes.
    const mail = await sink.waitFor('dee@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token: tokenIn(mail, 'en/suscritos') },
    });
    const confirmed = await stored();
    expect(confirmed?.state).toBe('confirmed');
    await signup({ email: 'dee@example.com', name: 'Mallory' });
    expect(await stored()).toEqual(confirmed);
    expect(await mailsTo('dee@example.com')).toBe(1);
  });

  it('a pending address gets its link again only after an hour', async () => {
    await signup({ email: 'eve@example.com', name: 'Eve' });
    await signup({ email: 'eve@example.com', name: 'Eve' });
    expect(await mailsTo('eve@example.com')).toBe(1);
    // The last mail an hour and a minute ago (as if the clock had moved on).
    const docs = app.documents.forTenant('default');
    const id = String((await subscribers()).find((s) => s.email === 'eve@example.com')?.id);
    expect(typeof (await docs.get(`subscriber_mails/${id}`))?.confirm).toBe('string');
    await docs.set(`subscriber_mails/${id}`, {
      confirm: new Date(Date.now() - 61 * 60_000).toISOString(),
    });
    await signup({ email: 'eve@example.com', name: 'Eve' });
    expect(await mailsTo('eve@example.com')).toBe(2);
  });

  it('two signups at once store one subscriber and send one mail', async () => {
    const answers = await Promise.all([
      signup({ email: 'fay@example.com', name: 'Fay' }),
      signup({ email: 'fay@example.com', name: 'Fay Two' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect((await subscribers()).filter((s) => s.email === 'fay@example.com')).toHaveLength(1);
    expect(await mailsTo('fay@example.com')).toBe(1);
  });

  it('refuses a forged token and stores nothing for a honeypot', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe',
      headers: { 'x-locale': 'fr' },
      payload: { token: 'ZGVmYXVsdC94.bbbbbbbbbbbbbbbbbbbbbbbbbb' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ErrorAnswer>().error.message).toBe('Ce lien n’est pas valide.');
    const count = (await subscribers()).length;
    expect((await signup({ email: 'bot@example.com', website: 'x' })).statusCode).toBe(202);
    expect(await subscribers()).toHaveLength(count);
  });
});

describe('/api/subscriptions/unsubscribe-link', () => {
  const ask = (body: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe-link',
      headers,
      payload: { locale: 'en', ...body },
      remoteAddress: `10.2.0.${++n}`,
    });
  const SENT = 'If this address is on our list, we have sent it a link to unsubscribe.';

  it('mails an address on the list its unsubscribe link, once an hour; the link unsubscribes', async () => {
    await signup({ email: 'gus@example.com', name: 'Gus', locale: 'es' });
    const res = await ask({ email: 'GUS@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json<unknown>()).toEqual({ ok: true, message: SENT });
    // The confirmation (Spanish, the signup's) and the link, in the language asked in.
    const mails = sink.received.filter((m) => recipients(m).includes('gus@example.com'));
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirma tu suscripción — Cantina Test',
      'Unsubscribe — Cantina Test',
    ]);
    expect(rawHeader(mails[1]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = tokenIn(mails[1]!, 'en/desuscritos');
    expect(token).not.toBe('');

    expect((await ask({ email: 'gus@example.com' })).json<unknown>()).toEqual(res.json());
    expect(await mailsTo('gus@example.com')).toBe(2);

    const leave = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe',
      payload: { token },
    });
    expect(leave.json<unknown>()).toEqual({ ok: true, state: 'unsubscribed' });
    expect((await subscribers()).find((s) => s.email === 'gus@example.com')?.state).toBe(
      'unsubscribed',
    );
  });

  it('answers the same for an address not on the list, sending nothing', async () => {
    const before = (await app.documents.forTenant('default').dump('outbox')).length;
    const res = await ask({ email: 'nobody@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json<unknown>()).toEqual({ ok: true, message: SENT });
    expect((await ask({ email: 'gus@example.com', website: 'bot' })).statusCode).toBe(202);
    expect((await app.documents.forTenant('default').dump('outbox')).length).toBe(before);
  });

  it('refuses a malformed address in the language asked in', async () => {
    const res = await ask({ email: 'not-an-address', locale: undefined }, { 'x-locale': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Veuillez saisir un courriel valide.',
      issues: [{ path: 'email' }],
    });
  });
});
