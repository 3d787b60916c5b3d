import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Callers } from '../auth/auth-test-app.js';
import { hostOf } from '../helper.js';
import { buildContentApp } from './content-test-app.js';

/** Every save, delete or move of a metadata or translation table keeps a version; restore. */
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  ({ app, callers } = await buildContentApp());
});
afterAll(() => app.close());

const call = (method: InjectOptions['method'], url: string, payload?: unknown, who = 'staff') =>
  app.inject({
    method,
    url,
    headers: { ...hostOf(3002), ...bearer(callers[who as keyof Callers]) },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

type List = {
  versions: { id: string; changed: string[]; by: string | null; baseline: boolean }[];
};

describe('metadata versions', () => {
  it('records a version per save of a page table and restores an older one', async () => {
    const save = (title: string) =>
      call('PUT', '/api/admin/meta/page?routeKey=menu', { entries: { title: { es: title } } });
    expect((await save('Uno')).statusCode).toBe(200);
    expect((await save('Dos')).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/meta/versions?doc=page:menu')).json<List>();
    // Two saves, and the demo's table as it was before the first (its original).
    expect(list.versions).toHaveLength(3);
    expect(list.versions[2]).toMatchObject({ baseline: true, by: null, changed: [] });
    expect(list.versions[0]!.changed).toContain('title.es');
    const older = list.versions[1]!;
    const one = await call('GET', `/api/admin/meta/versions/${older.id}?doc=page:menu`);
    expect(one.json()).toMatchObject({ data: { title: { es: 'Uno' } } });

    const restored = await call(
      'POST',
      `/api/admin/meta/versions/${older.id}/restore?doc=page:menu`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ restoredFrom: older.id });
    const now = await call('GET', '/api/admin/meta/page?routeKey=menu');
    expect(now.json()).toMatchObject({ entries: { title: { es: 'Uno' } } });
  });

  it('refuses an unknown document key and keeps users out', async () => {
    expect((await call('GET', '/api/admin/meta/versions?doc=nope')).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/meta/versions?doc=global', undefined, 'user')).statusCode,
    ).toBe(403);
  });
});

describe('translation versions', () => {
  it('records saves, deletes and both sides of a move', async () => {
    const put = await call('PUT', '/api/admin/i18n/site', {
      entries: { 'home.hello': { es: 'Hola', en: 'Hello' }, 'footer.x': { es: 'X' } },
    });
    expect(put.statusCode).toBe(200);
    const del = await call('POST', '/api/admin/i18n/site/delete', { ids: ['footer.x'] });
    expect(del.statusCode).toBe(200);
    const site = (await call('GET', '/api/admin/i18n/versions?doc=site')).json<List>();
    // The save, the delete, and the demo's table before the save (its original).
    expect(site.versions).toHaveLength(3);
    expect(site.versions.map((version) => version.baseline)).toEqual([false, false, true]);

    const move = await call('POST', '/api/admin/i18n/move', {
      ids: ['home.hello'],
      from: 'site',
      to: 'global',
    });
    expect(move.statusCode).toBe(200);
    const global = (await call('GET', '/api/admin/i18n/versions?doc=global')).json<List>();
    const first = (
      await call('GET', `/api/admin/i18n/versions/${global.versions[0]!.id}?doc=global`)
    ).json<{ data: Record<string, unknown> }>();
    expect(first.data['home.hello']).toEqual({ es: 'Hola', en: 'Hello' });
    expect(
      (await call('GET', '/api/admin/i18n/versions?doc=site')).json<List>().versions,
    ).toHaveLength(4);
  });
});
