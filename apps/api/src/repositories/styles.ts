import { type JsonObject } from '@bar/domain/merge';
import { type Styles, stylesFromStored } from '@bar/domain/styles/schema';
import { seedStyles } from '@bar/domain/styles/seed';
import { type DocumentStore, serverTimestamp } from '../stores/document-store.js';
import { readContent } from './branding.js';

/*
 * Styles per tenant: one document, styles/default. The seed is
 * used until a document is stored; a stored document replaces the seed as a whole (so deleted
 * themes and controls stay deleted), which is why a save writes the whole committed document.
 */
export const STYLES_DOC = 'styles/default';

export async function readEffectiveStyles(
  docs: DocumentStore,
): Promise<{ styles: Styles; updatedAt: string | null; stored: JsonObject | null }> {
  const { data, updatedAt } = await readContent(docs, STYLES_DOC);
  return { styles: stylesFromStored(data, seedStyles), updatedAt, stored: data };
}

/** Stores a committed (validated, clamped, completed) document in place of the previous one. */
export async function writeStyles(docs: DocumentStore, styles: Styles): Promise<void> {
  await docs.set(STYLES_DOC, { ...styles, updatedAt: serverTimestamp() });
}
