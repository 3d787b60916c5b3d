import type { Locale } from '@bar/domain/locale';
import type { BssEffective } from '@bar/domain/branding/bss-effective';
import { latest, readEffectiveBranding } from '../../repositories/branding.js';
import { readEffectiveSettings } from '../../repositories/settings.js';
import { readEffectiveStyles } from '../../repositories/styles.js';
import type { DocumentStore } from '../../stores/document-store.js';

/** The three documents of one tenant and locale, read together; `updatedAt` is the latest change. */
export async function readBssEffective(docs: DocumentStore, locale: Locale): Promise<BssEffective> {
  const [branding, settings, styles] = await Promise.all([
    readEffectiveBranding(docs, locale),
    readEffectiveSettings(docs),
    readEffectiveStyles(docs),
  ]);
  return {
    ok: true,
    branding: branding.branding,
    settings: settings.settings,
    styles: styles.styles,
    updatedAt: latest(branding.updatedAt, settings.updatedAt, styles.updatedAt),
  };
}
