import type { BlobStore } from '../stores/blobs/blob-store.js';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { serverTimestamp } from '../stores/document-store.js';
import { brandingOverridesPath } from '../repositories/branding.js';
import { demoBranding, demoBrandingOverrides, demoSettings } from './demo-branding.js';
import { demoContentOps } from './demo-content.js';
import { DEMO_EVENTS, eventDocument } from './demo-events.js';
import { seedEventMedia } from './event-media.js';
import { seedCatalog } from './seed-catalog.js';
import { seedGallery } from './seed-gallery.js';
import { demoSurveys } from './demo-surveys.js';

export const DEMO_TENANTS = ['default', 'restaurant'] as const;
const MARKER = 'system/seed';
const SEED_VERSION = 1;

/**
 * Loads the demo content into one tenant, once: a marker document records that it ran, so a
 * restart (or staff edits afterwards) is never overwritten. Pictures go first and the documents in
 * one batch, the marker last, so an interrupted seed simply runs again. Returns whether it wrote.
 */
export async function seedTenant(
  root: DocumentStore,
  rootBlobs: BlobStore,
  tenant: string,
  today = new Date(),
): Promise<boolean> {
  const docs = root.scope ? root : root.forTenant(tenant);
  const blobs = rootBlobs.scope ? rootBlobs : rootBlobs.forTenant(tenant);
  if (await docs.get(MARKER)) return false;

  const branding = demoBranding(tenant);
  const address = (
    branding.contact as { address: { street: string; number: string; city: string } }
  ).address;
  const location = `${address.number} ${address.street}, ${address.city}`;
  const ops: WriteOp[] = [
    { type: 'set', path: 'branding/default', data: { ...branding, updatedAt: serverTimestamp() } },
    ...(['en', 'fr'] as const).map((locale): WriteOp => ({
      type: 'set',
      path: brandingOverridesPath(locale),
      data: { ...demoBrandingOverrides(tenant, locale), updatedAt: serverTimestamp() },
    })),
    {
      type: 'set',
      path: 'settings/default',
      data: { ...demoSettings(tenant), updatedAt: serverTimestamp() },
    },
    ...demoContentOps((branding.company as { brandName: string }).brandName),
  ];
  for (const event of DEMO_EVENTS) {
    const media = await seedEventMedia(blobs, event);
    ops.push({
      type: 'set',
      path: `events/${event.id}`,
      data: eventDocument(event, location, media, today),
    });
  }
  for (const [id, data] of demoSurveys(tenant, today.getTime())) {
    ops.push({ type: 'set', path: `surveys/${id}`, data });
  }
  ops.push({
    type: 'set',
    path: MARKER,
    data: { version: SEED_VERSION, seededAt: serverTimestamp() },
  });
  await docs.batch(ops);
  return true;
}

/** Seeds every demo tenant that has not been seeded yet; returns the ones it wrote. */
export async function seedDemo(
  documents: DocumentStore,
  blobs: BlobStore,
  today = new Date(),
): Promise<string[]> {
  const seeded: string[] = [];
  for (const tenant of DEMO_TENANTS) {
    if (await seedTenant(documents, blobs, tenant, today)) seeded.push(tenant);
    const docs = documents.scope ? documents : documents.forTenant(tenant);
    await seedCatalog(docs, blobs.scope ? blobs : blobs.forTenant(tenant), tenant);
    // The gallery shows the catalogue's pictures: after it.
    await seedGallery(docs);
  }
  return seeded;
}
