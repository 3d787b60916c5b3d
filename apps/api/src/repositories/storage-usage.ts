import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { StorageUsage } from '@bar/domain/api/storage';
import type { DocumentStore } from '../stores/document-store.js';
import { listCatalog } from './catalog.js';
import { EVENTS } from './events.js';
import { GALLERY_COLLECTION } from './gallery.js';

/** How many documents of one collection are searched (the collections' own caps are lower). */
const SCAN_LIMIT = 10_000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A readable name for a document: its title or name, else a text in the first locale, else its id. */
function labelOf(data: Record<string, unknown>, id: string): string {
  for (const key of ['title', 'name', 'caption', 'alt']) {
    const value = data[key];
    const direct = text(value);
    if (direct) return direct;
    if (value && typeof value === 'object') {
      const first = Object.values(value as Record<string, unknown>)
        .map(text)
        .find(Boolean);
      if (first) return first;
    }
  }
  return id;
}

/**
 * Where a stored file is shown, found by its URL (`/api/media/<path>`, as stored by every editor)
 * anywhere in the documents that may hold one: events, the catalogue, the gallery, the branding,
 * the settings (manifest icons) and the assistant's profile (avatar).
 */
export async function findStorageUsages(docs: DocumentStore, url: string): Promise<StorageUsage[]> {
  const forms = [...new Set([url, decodedUrl(url)])];
  // The whole URL, as a JSON string ends it or a query or fragment follows: `…/a` is not in use
  // because `…/ab` is.
  const mentions = (data: unknown) => {
    const json = JSON.stringify(data) ?? '';
    return forms.some((form) => ['"', '?', '#'].some((end) => json.includes(form + end)));
  };
  const usages: StorageUsage[] = [];

  const [events, products, services, gallery, brandingOverrides] = await Promise.all([
    docs.query(EVENTS, { limit: SCAN_LIMIT }),
    listCatalog(docs, 'products', DEFAULT_AGENT_ID),
    listCatalog(docs, 'services', DEFAULT_AGENT_ID),
    docs.query(GALLERY_COLLECTION, { limit: SCAN_LIMIT }),
    docs.query('branding_global', { limit: 100 }),
  ]);
  for (const event of events)
    if (mentions(event.data))
      usages.push({ kind: 'event', id: event.id, label: labelOf(event.data, event.id) });
  for (const [kind, items] of [
    ['product', products],
    ['service', services],
  ] as const)
    for (const item of items)
      if (mentions(item)) usages.push({ kind, id: item.id, label: item.name || item.id });
  for (const picture of gallery)
    if (mentions(picture.data))
      usages.push({ kind: 'gallery', id: picture.id, label: labelOf(picture.data, picture.id) });

  const single: [StorageUsage['kind'], string][] = [
    ['branding', 'branding/default'],
    ['settings', 'settings/default'],
    ['agent', `ai_agents/${DEFAULT_AGENT_ID}`],
  ];
  const singles = await Promise.all(single.map(([, path]) => docs.get(path)));
  single.forEach(([kind, path], index) => {
    if (mentions(singles[index])) usages.push({ kind, id: path, label: path });
  });
  for (const overrides of brandingOverrides)
    if (mentions(overrides.data))
      usages.push({ kind: 'branding', id: `branding_global/${overrides.id}`, label: overrides.id });
  return usages;
}

function decodedUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
