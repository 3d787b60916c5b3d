import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { getBssEffective } from './get-bss-effective';
import { getI18nDictionary } from './get-i18n-dictionary';
import { sendJson, startLocalApi, stopLocalApi } from './testing/local-api';

const PORT = 4318;
const client = createApiClient({ baseUrl: `http://127.0.0.1:${PORT}` });
const seen: string[] = [];
let server: Server;

beforeAll(async () => {
  server = await startLocalApi(PORT, (req, res) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/bss-effective') {
      if (url.searchParams.get('locale') === 'fr') return sendJson(res, 200, { ok: false });
      return sendJson(res, 200, {
        ok: true,
        branding: { company: { brandName: 'Casa' } },
        settings: { website: {} },
        styles: { $version: 1 },
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    }
    if (url.pathname === '/api/out/rdd/i18n/es') {
      return sendJson(res, 200, { dict: { 'home.title': 'Hola' } });
    }
    return sendJson(res, 404, { error: { code: 'not_found', message: 'no' } });
  });
});
afterAll(() => stopLocalApi(server));

describe('content calls', () => {
  it('reads bss-effective', async () => {
    const data = await getBssEffective('es', client);
    expect(data.branding).toEqual({ company: { brandName: 'Casa' } });
    expect(data.settings).toEqual({ website: {} });
    expect(data.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(seen).toContain('/api/bss-effective?locale=es');
  });

  it('rejects an answer that is not ok', async () => {
    await expect(getBssEffective('fr', client)).rejects.toThrow();
  });

  it('reads a dictionary, naming the tenant only when asked', async () => {
    expect(await getI18nDictionary('es', { client })).toEqual({ 'home.title': 'Hola' });
    await getI18nDictionary('es', { client, tenant: 'restaurant' });
    expect(seen).toContain('/api/out/rdd/i18n/es?tenant=restaurant');
    await expect(getI18nDictionary('es-MX', { client })).rejects.toThrow();
  });
});
