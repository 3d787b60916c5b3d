import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteMetadataFields,
  loadMetadata,
  metadataDocPath,
  saveMetadata,
} from '../../src/repositories/metadata.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from '../stores/document-adapters.js';

describe.each(documentAdapters())('metadata repository on $name', (adapter) => {
  let store: DocumentStore;
  let cleanup: () => Promise<void>;
  beforeAll(() => {
    ({ store, cleanup } = adapter.open());
  });
  afterAll(() => cleanup());

  it('keeps one document per scope and locale, pages as meta_pages/{routeKey}_{lang}', async () => {
    const docs = store.forTenant(freshTenant());
    expect(metadataDocPath({ scope: 'global', routeKey: 'home' }, 'es')).toBe('meta_global/es');
    expect(metadataDocPath({ scope: 'page', routeKey: 'contacto' }, 'fr')).toBe(
      'meta_pages/contacto_fr',
    );
    await saveMetadata(
      docs,
      { scope: 'page', routeKey: 'blog' },
      { title: { es: 'Blog', en: 'Blog' }, 'og:image': { es: 'https://x.example/a.png' } },
    );
    expect(await docs.get('meta_pages/blog_es')).toEqual({
      title: 'Blog',
      'og:image': 'https://x.example/a.png',
    });
    await docs.set('meta_site/en', { title: 'T', n: 3, nested: { no: 1 } });
    expect(await loadMetadata(docs, { scope: 'site', routeKey: 'home' }, ['en', 'fr'])).toEqual({
      title: { en: 'T' },
      n: { en: '3' },
    });
  });

  it('deletes fields in updates of 400, writing an empty merged document when an update fails', async () => {
    const docs = store.forTenant(freshTenant());
    const fields = Array.from({ length: 850 }, (_, i) => `f${i}`);
    await docs.set('meta_global/es', {
      ...Object.fromEntries(fields.map((f) => [f, f])),
      title: 'keep',
    });
    const result = await deleteMetadataFields(docs, { scope: 'global', routeKey: 'home' }, fields, [
      'es',
      'en',
    ]);
    // es: 3 updates; en is missing: its first update fails and an empty document is merged, so the
    // next two find it.
    expect(result).toEqual({ updates: 6, fallbacks: 1 });
    expect(await docs.get('meta_global/es')).toEqual({ title: 'keep' });
    expect(await docs.get('meta_global/en')).toEqual({});
  });
});
