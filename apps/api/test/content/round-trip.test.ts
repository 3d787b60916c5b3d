import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Callers } from '../auth/auth-test-app.js';
import { hostOf } from '../helper.js';
import { buildContentApp } from './content-test-app.js';

/**
 * What a back-office editor reads from the API it can write back unchanged: for every admin
 * document, the read's answer (or the part of it the write takes) goes back as the write's body
 * and is accepted (2xx), on the seeded demo data of both tenants. The settings tab could not
 * save because its read handed out `shop.stripe: null` and keys the write then refused.
 */
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  const built = await buildContentApp();
  app = built.app;
  callers = built.callers;
});
afterAll(() => app.close());

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const PORTS = [3000, 3002] as const;

async function send(method: Method, url: string, port: number, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { ...hostOf(port), ...bearer(callers.owner), 'x-locale': 'es' },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  return res;
}

async function read(url: string, port: number): Promise<Record<string, unknown>> {
  const res = await send('GET', url, port);
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function writeBack(method: Method, url: string, port: number, body: unknown) {
  const res = await send(method, url, port, body);
  expect(res.statusCode, `${method} ${url} on :${port}: ${res.body.slice(0, 600)}`).toBeLessThan(
    300,
  );
  return res;
}

/** Each document: where it is read, where it is written, and which part of the read is the body. */
const DOCUMENTS: {
  name: string;
  read: string;
  write: string;
  method: Method;
  body: (answer: Record<string, unknown>) => unknown[];
}[] = [
  {
    name: 'settings (effective and stored)',
    read: '/api/admin/settings',
    write: '/api/admin/settings',
    method: 'PATCH',
    body: (a) => [a.settings, a.stored],
  },
  {
    name: 'branding',
    read: '/api/admin/branding',
    write: '/api/admin/branding',
    method: 'PATCH',
    body: (a) => [a.branding, a.stored],
  },
  {
    name: "branding's English overrides",
    read: '/api/admin/branding?locale=en',
    write: '/api/admin/branding?locale=en',
    method: 'PATCH',
    body: (a) => [a.stored],
  },
  {
    name: 'styles',
    read: '/api/admin/styles',
    write: '/api/admin/styles',
    method: 'PATCH',
    body: (a) => [a.styles, ...(a.stored ? [a.stored] : [])],
  },
  ...(['global', 'site', 'page'] as const).flatMap((scope) => [
    {
      name: `metadata, ${scope} scope`,
      read: `/api/admin/meta/${scope}?routeKey=home`,
      write: `/api/admin/meta/${scope}?routeKey=home`,
      method: 'PUT' as const,
      body: (a: Record<string, unknown>) => [{ entries: a.entries }],
    },
    {
      name: `translations, ${scope} scope`,
      read: `/api/admin/i18n/${scope}${scope === 'page' ? '?page=home' : ''}`,
      write: `/api/admin/i18n/${scope}${scope === 'page' ? '?page=home' : ''}`,
      method: 'PUT' as const,
      body: (a: Record<string, unknown>) => [{ entries: a.entries }],
    },
  ]),
  {
    name: 'the AI agent',
    read: '/api/admin/ai-agents/default',
    write: '/api/admin/ai-agents/default',
    method: 'PUT',
    body: ({ id: _id, ...agent }) => [agent],
  },
  {
    name: "the AI agent's configuration screen",
    read: '/api/admin/ai-agents/default/config',
    write: '/api/admin/ai-agents/default/config',
    method: 'PUT',
    body: ({ id: _id, exists: _exists, ...config }) => [config],
  },
];

describe('every admin document can be written back as it was read', () => {
  for (const port of PORTS) {
    for (const doc of DOCUMENTS) {
      it(`${doc.name} on :${port}`, async () => {
        const answer = await read(doc.read, port);
        for (const body of doc.body(answer)) await writeBack(doc.method, doc.write, port, body);
      });
    }

    it(`every event on :${port}`, async () => {
      const { upcoming, past } = (await read('/api/admin/events', port)) as {
        upcoming: { id: string }[];
        past: { id: string }[];
      };
      const events = [...upcoming, ...past];
      expect(events.length).toBeGreaterThan(0);
      for (const { id } of events) {
        const event = await read(`/api/admin/events/${id}`, port);
        await writeBack('PATCH', `/api/admin/events/${id}`, port, event);
      }
    });

    it(`every catalogue item and the row orders on :${port}`, async () => {
      for (const kind of ['products', 'services']) {
        const base = `/api/admin/ai-agents/default/catalog/${kind}`;
        const { items } = (await read(base, port)) as { items: { id: string }[] };
        for (const item of items) await writeBack('PUT', `${base}/${item.id}`, port, item);
      }
    });

    it(`the environment on :${port}, its secret kept through its mask`, async () => {
      const first = await read('/api/env/resolve', port);
      const env = {
        ...(first.env as Record<string, string>),
        OPENAI_API_KEY: 'sk-test-1234567890abcd',
      };
      await writeBack('POST', '/api/env/backup', port, { env });
      const masked = await read('/api/env/resolve', port);
      await writeBack('POST', '/api/env/backup', port, { env: masked.env });
      const again = await read('/api/env/resolve', port);
      expect((again.env as Record<string, string>).OPENAI_API_KEY).toBe('••••abcd');
      expect(again.env).toEqual(masked.env);
    });

    it(`a stored file's metadata on :${port}`, async () => {
      const { items } = (await read('/api/admin/storage/objects?prefix=', port)) as {
        items: { fullPath: string }[];
      };
      const file = items[0];
      expect(file).toBeDefined();
      const url = `/api/admin/storage/object?path=${encodeURIComponent(file!.fullPath)}`;
      const answer = await read(url, port);
      await writeBack('PATCH', url, port, answer.metadata);
      // Nothing the file holds changed; the store counts the write (updated, metageneration).
      const {
        updated: _u,
        metageneration: _m,
        ...before
      } = answer.metadata as Record<string, unknown>;
      expect((await read(url, port)).metadata).toMatchObject(before);
    });

    it(`every gallery picture on :${port}`, async () => {
      const { items } = (await read('/api/admin/gallery', port)) as { items: { id: string }[] };
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        await writeBack('PATCH', `/api/admin/gallery/${item.id}`, port, item);
    });
  }
});
