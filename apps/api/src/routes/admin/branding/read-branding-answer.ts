import {
  type BrandingLocale,
  readBrandingDocument,
  readEffectiveBranding,
} from '../../../repositories/branding.js';
import type { DocumentStore } from '../../../stores/document-store.js';

export async function readBrandingAnswer(docs: DocumentStore, locale: BrandingLocale | undefined) {
  const [effective, stored] = await Promise.all([
    readEffectiveBranding(docs, locale),
    readBrandingDocument(docs, locale),
  ]);
  return {
    branding: effective.branding,
    stored: stored.data ?? {},
    locale: locale ?? null,
    updatedAt: effective.updatedAt,
  };
}
