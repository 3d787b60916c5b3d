import type { TextsBlock } from '@bar/domain/site/served-blocks';
import { applyTenantDictionary, type Locale } from '@bar/i18n';
import type { i18n } from '@bar/i18n/lite/i18next';
import { readServedData, SERVED_DATA_IDS } from './served-data';

/**
 * The tenant's texts the API already wrote into the served page (`bar-texts`), into the
 * page language's catalogue before hydration: the first render then reads what the HTML shows.
 * The tenant's dictionary, fetched after the paint (features/tenant-i18n), finds them there and
 * re-renders nothing unless a text changed since the page was served.
 */
export function applyServedTexts(instance: i18n, locale: Locale): void {
  const block = readServedData<TextsBlock>(SERVED_DATA_IDS.texts);
  if (block?.locale !== locale || typeof block.texts !== 'object' || block.texts === null) return;
  applyTenantDictionary(instance, locale, block.texts, 'translation', { silent: true });
}

/**
 * The brand name the API wrote into this page (`common.brand` of its served texts), when it
 * wrote one in this locale.
 */
export function servedBrand(locale: Locale): string | undefined {
  const block = readServedData<TextsBlock>(SERVED_DATA_IDS.texts);
  const brand = block?.locale === locale ? block.texts?.['common.brand'] : undefined;
  return typeof brand === 'string' && brand.trim() ? brand.trim() : undefined;
}
