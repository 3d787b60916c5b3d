import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders, renderMail } from '../../src/mail/layout.js';
import { listOutbox, readOutboxEntry } from '../../src/repositories/outbox.js';
import { buildTestApp } from '../helper.js';
import { rawHeader, type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

const message = (to: string) => ({
  kind: 'test.hello',
  to,
  locale: 'fr' as const,
  fromName: 'Cantina',
  subject: 'Bonjour — Cantina',
  ...renderMail({
    brand: 'Cantina',
    locale: 'fr',
    paragraphs: ['Bonjour <Ana> & co'],
    unsubscribeHref: 'http://x/u?t=1',
  }),
  headers: listUnsubscribeHeaders('http://x/u?t=1'),
  attachments: [
    {
      filename: 'r.ics',
      contentType: 'text/calendar',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
});

describe('Mailer, smtp driver, against a real SMTP server', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({
      MAIL_DRIVER: 'smtp',
      SMTP_URL: sink.url,
      MAIL_FROM: 'hola@cantina.test',
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('delivers HTML, text, headers and the attachment, and records it as sent', async () => {
    const docs = app.documents.forTenant('default');
    const entry = await app.mailer.send(docs, message('ana@example.com'));
    const mail = await sink.waitFor('ana@example.com');
    expect(mail.subject).toBe('Bonjour — Cantina');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Cantina', address: 'hola@cantina.test' });
    expect(mail.text).toContain('Bonjour <Ana> & co');
    expect(mail.html).toContain('Bonjour &lt;Ana&gt; &amp; co');
    expect(mail.html).toContain('lang="fr"');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'list-unsubscribe')).toBe('<http://x/u?t=1>');
    expect(mail.attachments[0]?.filename).toBe('r.ics');
    expect(mail.attachments[0]?.content.toString()).toContain('BEGIN:VCALENDAR');
    const stored = await readOutboxEntry(docs, entry.id);
    expect(stored).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a refused message queued with its next try, and delivers it on retry', async () => {
    const docs = app.documents.forTenant('default');
    sink.refuse = true;
    const entry = await app.mailer.send(docs, message('bo@example.com'));
    expect(entry.state).toBe('queued');
    expect(entry.attempts).toBe(1);
    expect(entry.lastError).toMatch(/451|later/i);
    expect(Date.parse(entry.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
    expect(await app.mailer.retryDue(docs)).toBe(0);

    sink.refuse = false;
    await docs.update(`outbox/${entry.id}`, {
      nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await app.mailer.retryDue(docs)).toBe(1);
    await sink.waitFor('bo@example.com');
    expect(await readOutboxEntry(docs, entry.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('never loses a message when the server is gone: it stays queued', async () => {
    const docs = app.documents.forTenant('restaurant');
    const dead = await buildTestApp({ MAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const entry = await dead.mailer.send(
        dead.documents.forTenant('restaurant'),
        message('cy@example.com'),
      );
      expect(entry.state).toBe('queued');
      const [listed] = await listOutbox(dead.documents.forTenant('restaurant'));
      expect(listed).toMatchObject({ id: entry.id, to: 'cy@example.com', state: 'queued' });
    } finally {
      await dead.close();
    }
    expect(await listOutbox(docs)).toEqual([]);
  });
});

describe('Mailer, queued mail across a restart', () => {
  it('a message queued before the API stopped is delivered once it starts again, unasked', async () => {
    const sink = await startSmtpSink();
    const dataDir = mkdtempSync(join(tmpdir(), 'bar-mail-restart-'));
    const env = {
      MAIL_DRIVER: 'smtp',
      SMTP_URL: sink.url,
      MAIL_FROM: 'hola@cantina.test',
      DATA_DIR: dataDir,
      TENANT_HOSTS: 'localhost:3002=restaurant',
    };
    let second: FastifyInstance | undefined;
    try {
      const first = await buildTestApp(env);
      sink.refuse = true;
      const docs = first.documents.forTenant('restaurant');
      const entry = await first.mailer.send(docs, message('eli@example.com'));
      expect(entry.state).toBe('queued');
      // Its next attempt falls due while the API is down.
      await docs.update(`outbox/${entry.id}`, {
        nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
      });
      await first.close();
      sink.refuse = false;
      expect(sink.received).toHaveLength(0);

      // The same SQLite file, a new app instance; nobody opens the outbox.
      second = await buildTestApp(env);
      const mail = await sink.waitFor('eli@example.com');
      expect(mail.subject).toBe('Bonjour — Cantina');
      const restarted = second.documents.forTenant('restaurant');
      await expect
        .poll(async () => (await readOutboxEntry(restarted, entry.id))?.state)
        .toBe('sent');
      expect(await readOutboxEntry(restarted, entry.id)).toMatchObject({
        attempts: 2,
        lastError: null,
      });
      expect(sink.received).toHaveLength(1);
    } finally {
      await second?.close();
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Mailer, outbox driver', () => {
  it('keeps every message in the tenant outbox', async () => {
    const app = await buildTestApp();
    try {
      expect(app.mailer.driver).toBe('outbox');
      const docs = app.documents.forTenant('default');
      const entry = await app.mailer.send(docs, message('di@example.com'));
      expect(entry.state).toBe('kept');
      expect((await listOutbox(docs)).map((e) => e.id)).toEqual([entry.id]);
      expect(await listOutbox(app.documents.forTenant('restaurant'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with smtp and no SMTP_URL', async () => {
    await expect(buildTestApp({ MAIL_DRIVER: 'smtp' })).rejects.toThrow(/SMTP_URL/);
  });
});
