import type { ShopSettings } from '@bar/domain/checkout/schema';
import { readEffectiveSettings } from '../../repositories/settings.js';
import type { DocumentStore } from '../../stores/document-store.js';

/** The tenant's shop (catalogue and currency) from its settings. */
export async function readShop(docs: DocumentStore): Promise<ShopSettings> {
  return (await readEffectiveSettings(docs)).settings.shop;
}
