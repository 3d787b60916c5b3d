import { readEffectiveBranding } from '../../repositories/branding.js';
import { readEffectiveSettings } from '../../repositories/settings.js';
import type { DocumentStore } from '../../stores/document-store.js';
import { buildWebManifest } from './build-web-manifest.js';

/** The request's tenant's manifest: its settings.pwa, named after its brand when unnamed. */
export async function getWebManifest(docs: DocumentStore) {
  const [{ settings, stored }, { branding }] = await Promise.all([
    readEffectiveSettings(docs),
    readEffectiveBranding(docs, 'es'),
  ]);
  return buildWebManifest({
    settings,
    stored,
    brandName: branding.company.brandName,
    tagline: branding.company.tagline,
  });
}
