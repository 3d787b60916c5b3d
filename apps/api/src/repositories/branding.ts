import type { Locale } from '@bar/domain/locale';
import { type Branding, brandingFromStored } from '@bar/domain/branding/schema';
import { normalizeBrandingInput } from '@bar/domain/branding/links';
import { type ContentScope, scopedDocPath } from '@bar/domain/settings/locale';
import { deletedPaths, isPlainObject, type JsonObject, withoutDeletions } from '@bar/domain/merge';
import {
  type DocData,
  type DocumentStore,
  deleteField,
  serverTimestamp,
} from '../stores/document-store.js';

/*
 * Branding per tenant:
 *   branding/default                 the document, merged over the schema's defaults;
 *   branding_global/{lang}           one locale's translatable overrides (partial branding),
 *                                    merged over branding/default for that locale;
 *   branding_site/{lang}, branding_pages/{page}_{lang}
 *                                    site- and page-scoped overrides, kept for the editor
 *                                    (not part of the site-wide effective document);
 *   branding_orders/{scope}          { fields: string[], updatedAt }: the editor's field order.
 * Every document carries `updatedAt` (ISO), written by the server.
 */
export const BRANDING_DOC = 'branding/default';

/** The site's one Locale, under the name this module's callers know. */
export type BrandingLocale = Locale;

export const brandingScopePath = (scope: ContentScope, locale?: string, page?: string) =>
  scopedDocPath('branding', { scope, locale, page });

/** The path a locale's translatable overrides live at. */
export const brandingOverridesPath = (locale: BrandingLocale) =>
  brandingScopePath('global', locale);

export interface EffectiveBranding {
  branding: Branding;
  updatedAt: string;
}

/** defaults ← branding/default ← the locale's overrides (none without a locale). */
export async function readEffectiveBranding(
  docs: DocumentStore,
  locale?: BrandingLocale,
): Promise<EffectiveBranding> {
  const [base, overrides] = await Promise.all([
    readContent(docs, BRANDING_DOC),
    locale
      ? readContent(docs, brandingOverridesPath(locale))
      : Promise.resolve({ data: null, updatedAt: null }),
  ]);
  return {
    branding: brandingFromStored(base.data, overrides.data),
    updatedAt: latest(base.updatedAt, overrides.updatedAt),
  };
}

/** The raw document a PATCH edits: branding/default, or one locale's overrides. */
export const readBrandingDocument = async (docs: DocumentStore, locale?: BrandingLocale) =>
  readContent(docs, locale ? brandingOverridesPath(locale) : BRANDING_DOC);

/** A patch as stored: links in list form, no server fields. */
export const normalizeBrandingPatch = (patch: JsonObject): JsonObject =>
  normalizeBrandingInput(withoutServerFields(patch));

export async function writeBrandingPatch(
  docs: DocumentStore,
  patch: JsonObject,
  locale?: BrandingLocale,
): Promise<void> {
  await writeMergePatch(docs, locale ? brandingOverridesPath(locale) : BRANDING_DOC, patch);
}

/** The editor's saved field order for a scope (`global`, `site` or `page:{page}`); none is []. */
export async function readBrandingOrder(docs: DocumentStore, key: string): Promise<string[]> {
  const { data } = await readContent(docs, `branding_orders/${key.replace(':', '_')}`);
  const fields = data?.fields;
  return Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === 'string')
    : [];
}

export async function saveBrandingOrder(
  docs: DocumentStore,
  key: string,
  fields: string[],
): Promise<void> {
  await docs.set(
    `branding_orders/${key.replace(':', '_')}`,
    { fields, updatedAt: serverTimestamp() },
    { merge: true },
  );
}

/*
 * Shared by the branding, settings and styles repositories: how a content document is read
 * (its server-owned `updatedAt` apart from its data) and written (a JSON merge patch applied with
 * Firestore's merge, deletions in batches).
 */

/** Field deletes go in batches of this size. */
export const FIELD_DELETE_BATCH = 400;

/** When nothing was ever written, the latest change is the epoch (a stable, valid ISO time). */
export const NEVER = new Date(0).toISOString();

export interface StoredContent {
  data: JsonObject | null;
  updatedAt: string | null;
}

/** A stored document split into its data and its `updatedAt`; a failed read is a missing document. */
export async function readContent(docs: DocumentStore, path: string): Promise<StoredContent> {
  const stored = await docs.get(path).catch(() => null);
  if (!stored) return { data: null, updatedAt: null };
  const { updatedAt, ...data } = stored;
  return { data, updatedAt: typeof updatedAt === 'string' ? updatedAt : null };
}

/** The latest of several `updatedAt` values (ISO strings sort as times). */
export const latest = (...times: (string | null)[]) =>
  times.reduce<string>((max, time) => (time && time > max ? time : max), NEVER);

/**
 * Deletes fields (each a list of path segments) in batches of 400 `update`s. If an update fails
 * (the document is gone, say), an empty merged document is written instead, as the spec says.
 */
export async function deleteFields(
  docs: DocumentStore,
  path: string,
  fields: string[][],
): Promise<void> {
  for (let start = 0; start < fields.length; start += FIELD_DELETE_BATCH) {
    const chunk = fields.slice(start, start + FIELD_DELETE_BATCH);
    // A name holding a dot or a quote cannot be addressed by a field path; the nested merge form can.
    const dotted = chunk.filter((segments) => segments.every((segment) => !/[."']/.test(segment)));
    const nested = chunk.filter((segments) => !dotted.includes(segments));
    try {
      if (dotted.length)
        await docs.update(
          path,
          Object.fromEntries(dotted.map((segments) => [segments.join('.'), deleteField()])),
        );
    } catch {
      await docs.set(path, {}, { merge: true });
    }
    if (nested.length) await docs.set(path, nestedDeletes(nested), { merge: true });
  }
}

function nestedDeletes(fields: string[][]): DocData {
  const out: DocData = {};
  for (const segments of fields) {
    let node = out;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      node = isPlainObject(next) ? next : (node[segment] = {});
    }
    node[segments.at(-1)!] = deleteField();
  }
  return out;
}

/**
 * Applies a JSON merge patch to a stored document: values merged (maps merge, arrays replace)
 * together with a fresh `updatedAt`, then the `null` fields deleted.
 */
export async function writeMergePatch(
  docs: DocumentStore,
  path: string,
  patch: JsonObject,
): Promise<void> {
  await docs.set(
    path,
    { ...withoutDeletions(patch), updatedAt: serverTimestamp() },
    { merge: true },
  );
  await deleteFields(docs, path, deletedPaths(patch));
}

/** A client may not set the server's own field. */
export const withoutServerFields = ({ updatedAt: _ignored, ...patch }: JsonObject): JsonObject =>
  patch;
