import type { Server } from 'node:http';
import { brandingFromStored } from '@bar/domain/branding/schema';
import { settingsFromStored } from '@bar/domain/settings/schema';
import { seedStyles } from '@bar/domain/styles/seed';
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
        branding: brandingFromStored({ company: { brandName: 'Casa' } }),
        settings: settingsFromStored(null),
        styles: seedStyles(),
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
    expect(data.branding.company.brandName).toBe('Casa');
    expect(data.settings).toEqual(settingsFromStored(null));
    expect(data.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(seen).toContain('/api/bss-effective?locale=es');
  });

  it('rejects an answer that does not match its contract', async () => {
    await expect(getBssEffective('fr', client)).rejects.toThrow();
  });

  it('reads a dictionary, naming the tenant only when asked', async () => {
    expect(await getI18nDictionary('es', { client })).toEqual({ 'home.title': 'Hola' });
    await getI18nDictionary('es', { client, tenant: 'restaurant' });
    expect(seen).toContain('/api/out/rdd/i18n/es?tenant=restaurant');
    await expect(getI18nDictionary('es-MX', { client })).rejects.toThrow();
  });
});
