import { themeConfigOf, themeStyleSheet } from '@bar/domain/styles/theme-css';
import type { DocumentStore } from '../stores/document-store.js';
import { readEffectiveSettings } from './settings.js';
import { readEffectiveStyles } from './styles.js';

/** The tenant's theme as the served page carries it: one CSS rule per slot (may be empty). */
export interface SiteTheme {
  sheet: string;
}

/** Settings (aliases) and styles of the tenant, as the CSS variables the browser would set. */
export async function loadSiteTheme(docs: DocumentStore): Promise<SiteTheme> {
  const [{ settings }, { styles }] = await Promise.all([
    readEffectiveSettings(docs),
    readEffectiveStyles(docs),
  ]);
  return { sheet: themeStyleSheet(themeConfigOf(settings, styles)) };
}
