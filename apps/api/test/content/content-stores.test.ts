import { BrandingSchema } from '@bar/domain/branding/schema';
import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandingOverridesPath,
  brandingScopePath,
  deleteFields,
  FIELD_DELETE_BATCH,
  NEVER,
  readBrandingOrder,
  readEffectiveBranding,
  saveBrandingOrder,
  writeMergePatch,
} from '../../src/repositories/branding.js';
import { readEffectiveSettings, readSupportedLocales } from '../../src/repositories/settings.js';
import { readEffectiveStyles, writeStyles } from '../../src/repositories/styles.js';
import { seedStyles } from '@bar/domain/styles/seed';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';

// Seeded after boot rather than with SEED_DEMO: rendering the demo pictures can outlast Fastify's
// plugin timeout when the whole suite runs in parallel on two cores.
let app: FastifyInstance;
let docs: DocumentStore;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemo(app.documents, app.blobs);
  docs = app.documents.forTenant('stores-test');
});
afterAll(() => app.close());

describe('where the documents live', () => {
  it('names the branding scopes', () => {
    expect(brandingOverridesPath('fr')).toBe('branding_global/fr');
    expect(brandingScopePath('site', 'en-US')).toBe('branding_site/en');
    expect(brandingScopePath('page', undefined, 'menu')).toBe('branding_pages/menu_es');
  });

  it('keeps everything under the tenant', async () => {
    await writeMergePatch(docs, 'branding/default', { company: { brandName: 'Scoped' } });
    expect(await app.documents.get('tenants/stores-test/branding/default')).toMatchObject({
      company: { brandName: 'Scoped' },
    });
    expect(await app.documents.get('branding/default')).toBeNull();
  });
});

describe('the seeded demo documents', () => {
  it('validate strictly against the schemas', async () => {
    for (const tenant of ['default', 'restaurant']) {
      const scoped = app.documents.forTenant(tenant);
      const { updatedAt: _b, ...branding } = (await scoped.get('branding/default'))!;
      const { updatedAt: _s, ...settings } = (await scoped.get('settings/default'))!;
      expect(BrandingSchema.safeParse(branding).error, tenant).toBeUndefined();
      expect(SettingsSchema.safeParse(settings).error, tenant).toBeUndefined();
    }
  });
});

describe('writeMergePatch and deleteFields', () => {
  it('merges maps, replaces arrays, deletes nulls and stamps updatedAt', async () => {
    await docs.set('settings/default', { a: { b: 1, c: 2 }, list: [1, 2], gone: true });
    await writeMergePatch(docs, 'settings/default', {
      a: { c: null, d: 3 },
      list: [9],
      gone: null,
      empty: {},
    });
    const stored = await docs.get('settings/default');
    expect(stored).toMatchObject({ a: { b: 1, d: 3 }, list: [9] });
    expect(stored).not.toHaveProperty('gone');
    expect(stored).not.toHaveProperty('empty');
    expect(typeof stored?.updatedAt).toBe('string');
    expect((await readEffectiveSettings(docs)).updatedAt).toBe(stored?.updatedAt);
  });

  it(`deletes many fields in batches of ${FIELD_DELETE_BATCH}`, async () => {
    expect(FIELD_DELETE_BATCH).toBe(400);
    const names = Array.from({ length: 901 }, (_, i) => `k${i}`);
    await docs.set('branding_site/es', {
      keep: 1,
      many: Object.fromEntries(names.map((name) => [name, name])),
    });
    await deleteFields(
      docs,
      'branding_site/es',
      names.map((name) => ['many', name]),
    );
    expect(await docs.get('branding_site/es')).toEqual({ keep: 1, many: {} });
  });

  it('deletes fields whose names hold a dot or a quote', async () => {
    await docs.set('branding_site/fr', { 'home.title': 'x', "it's": 1, other: 'y' });
    await deleteFields(docs, 'branding_site/fr', [['home.title'], ["it's"]]);
    expect(await docs.get('branding_site/fr')).toEqual({ other: 'y' });
  });

  it('writes an empty merged document when the update fails (document missing)', async () => {
    expect(await docs.get('branding_pages/menu_en')).toBeNull();
    await deleteFields(docs, 'branding_pages/menu_en', [['a'], ['b', 'c']]);
    expect(await docs.get('branding_pages/menu_en')).toEqual({});
  });
});

describe('effective documents', () => {
  it('reads branding over defaults then the locale overrides, with the latest updatedAt', async () => {
    const empty = app.documents.forTenant('nothing-stored');
    expect(await readEffectiveBranding(empty, 'es')).toMatchObject({
      updatedAt: NEVER,
      branding: { company: { brandName: '' } },
    });
    await writeMergePatch(docs, 'branding_global/en', { company: { tagline: 'Hello' } });
    const read = await readEffectiveBranding(docs, 'en');
    expect(read.branding.company).toMatchObject({ brandName: 'Scoped', tagline: 'Hello' });
    expect(read.updatedAt).toBe((await docs.get('branding_global/en'))?.updatedAt);
  });

  it('reads styles from the seed until stored, then the stored document alone', async () => {
    expect((await readEffectiveStyles(docs)).stored).toBeNull();
    expect((await readEffectiveStyles(docs)).styles.components.button).toEqual(
      seedStyles().components.button,
    );
    await writeStyles(docs, { ...seedStyles(), themes: ['light'], components: {} });
    const read = await readEffectiveStyles(docs);
    expect(read.styles.themes).toEqual(['light']);
    expect(read.styles.components).toEqual({});
    expect(read.updatedAt).toMatch(/Z$/);
  });
});

describe('settings/localization', () => {
  it('answers the defaults when missing or malformed, else the stored list', async () => {
    expect(await readSupportedLocales(docs)).toEqual(['es', 'en', 'fr']);
    await docs.set('settings/localization', { supported: 'es' });
    expect(await readSupportedLocales(docs)).toEqual(['es', 'en', 'fr']);
    await docs.set('settings/localization', { supported: ['fr', 'es', 'fr'] });
    expect(await readSupportedLocales(docs)).toEqual(['fr', 'es']);
  });
});

describe('branding_orders', () => {
  it('saves and reads the editor’s field order per scope', async () => {
    expect(await readBrandingOrder(docs, 'global')).toEqual([]);
    await saveBrandingOrder(docs, 'page:menu', ['company', 'contact']);
    expect(await readBrandingOrder(docs, 'page:menu')).toEqual(['company', 'contact']);
    expect(await docs.get('branding_orders/page_menu')).toMatchObject({
      fields: ['company', 'contact'],
    });
  });
});
