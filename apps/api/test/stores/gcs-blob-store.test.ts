import { describe, expect, it } from 'vitest';
import { fromGcs, openGcsBlobBackend } from '../../src/stores/blobs/gcs-blob-backend.js';
import { createBlobStore } from '../../src/stores/blobs/scoped-blob-store.js';

// No offline Cloud Storage emulator exists: this checks construction, validation and mapping only.
describe('BlobStore (Cloud Storage adapter, offline checks)', () => {
  it('constructs from configuration and validates before any network call', async () => {
    const store = createBlobStore(
      openGcsBlobBackend({ GCLOUD_PROJECT: 'demo-restaurant', STORAGE_BUCKET: 'demo-bucket' }),
    );
    expect(store.driver).toBe('gcs');
    const tenant = store.forTenant('default');
    expect(tenant.publicUrl('events/a.webp')).toBe('/api/media/events/a.webp');
    await expect(tenant.list({ maxResults: 0 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(tenant.head('../x')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('maps a Cloud Storage object resource to the metadata shape', () => {
    expect(
      fromGcs({
        bucket: 'b',
        generation: '1700000000000000',
        metageneration: '2',
        name: 'tenants/default/events/a.webp',
        size: '12',
        timeCreated: 't1',
        updated: 't2',
        md5Hash: 'abc==',
        contentType: 'image/webp',
        cacheControl: 'public',
        metadata: { by: 'x', n: 1 },
      }),
    ).toEqual({
      bucket: 'b',
      generation: '1700000000000000',
      metageneration: '2',
      fullPath: 'tenants/default/events/a.webp',
      name: 'a.webp',
      size: 12,
      timeCreated: 't1',
      updated: 't2',
      md5Hash: 'abc==',
      contentType: 'image/webp',
      cacheControl: 'public',
      customMetadata: { by: 'x', n: '1' },
    });
  });
});
