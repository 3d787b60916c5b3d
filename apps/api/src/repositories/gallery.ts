import {
  compareGalleryItems,
  GALLERY_MAX_ITEMS,
  type GalleryItem,
  galleryItemFromStored,
  type GalleryPatch,
  GalleryPatchSchema,
  GalleryPictureUrlSchema,
} from '@bar/domain/gallery/schema';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { listCatalog } from './catalog.js';
import { listAllEvents, newId, tenantTimeZone } from './events.js';

/*
 * The tenant's gallery: gallery/{id}, one document per picture. createdAt and updatedAt are
 * epoch milliseconds; `order` is staff's drag-and-drop position.
 */
export const GALLERY_COLLECTION = 'gallery';
export const galleryItemPath = (id: string) => `${GALLERY_COLLECTION}/${id}`;
/** Uploaded gallery pictures live under this storage prefix (deleted with their item). */
export const GALLERY_FILES_PREFIX = 'gallery/';

/** Every picture, hidden ones included, in staff's order. */
export async function listGallery(docs: DocumentStore): Promise<GalleryItem[]> {
  const snapshots = await docs.query(GALLERY_COLLECTION, { limit: GALLERY_MAX_ITEMS });
  return snapshots
    .flatMap((snapshot) => galleryItemFromStored(snapshot.id, snapshot.data) ?? [])
    .sort(compareGalleryItems);
}

export type NewGalleryItem = Pick<GalleryItem, 'source' | 'url' | 'resized' | 'alt' | 'caption'>;

/** A new picture, placed last; a full gallery refuses it ('full', nothing written). */
export async function addGalleryItem(
  docs: DocumentStore,
  picture: NewGalleryItem,
  now = Date.now(),
): Promise<GalleryItem | 'full'> {
  const existing = await listGallery(docs);
  if (existing.length >= GALLERY_MAX_ITEMS) return 'full';
  const order = existing.reduce((max, item) => Math.max(max, item.order + 1), 0);
  const item: GalleryItem = {
    ...picture,
    id: newId(),
    hidden: false,
    order,
    createdAt: now,
    updatedAt: now,
  };
  const { id, ...data } = item;
  await docs.set(galleryItemPath(id), data);
  return item;
}

/** One picture as stored; null when it does not exist. */
export async function readGalleryItem(
  docs: DocumentStore,
  id: string,
): Promise<GalleryItem | null> {
  return galleryItemFromStored(id, await docs.get(galleryItemPath(id)));
}

/** Changes a picture's texts or visibility; null when it does not exist. */
export async function patchGalleryItem(
  docs: DocumentStore,
  id: string,
  patch: GalleryPatch,
  now = Date.now(),
): Promise<GalleryItem | null> {
  const path = galleryItemPath(id);
  const changes = GalleryPatchSchema.parse(patch);
  return docs.transaction(async (tx) => {
    const current = galleryItemFromStored(id, await tx.get(path));
    if (!current) return null;
    const item: GalleryItem = {
      ...current,
      ...(changes.alt ? { alt: changes.alt } : {}),
      ...(changes.caption ? { caption: changes.caption } : {}),
      ...(changes.hidden === undefined ? {} : { hidden: changes.hidden }),
      updatedAt: Math.max(now, current.createdAt),
    };
    const { id: _id, ...data } = item;
    tx.set(path, data);
    return item;
  });
}

/** Deletes a picture; the deleted item (for its files), or null when there was none. */
export async function deleteGalleryItem(
  docs: DocumentStore,
  id: string,
): Promise<GalleryItem | null> {
  const path = galleryItemPath(id);
  const current = galleryItemFromStored(id, await docs.get(path));
  if (!current) return null;
  await docs.delete(path);
  return current;
}

/**
 * Puts the named pictures in this order: they take the positions they held between them, so
 * pictures left out keep theirs. 'unknown' when an id is not in the gallery (nothing written).
 */
export async function reorderGallery(
  docs: DocumentStore,
  ids: string[],
  now = Date.now(),
): Promise<GalleryItem[] | 'unknown'> {
  const items = await listGallery(docs);
  const byId = new Map(items.map((item) => [item.id, item]));
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length || unique.some((id) => !byId.has(id))) return 'unknown';
  const moved = unique.map((id) => byId.get(id)!);
  const slots = moved.map((item) => items.indexOf(item)).sort((a, b) => a - b);
  const reordered = [...items];
  slots.forEach((slot, index) => {
    reordered[slot] = moved[index]!;
  });
  const ops: WriteOp[] = [];
  reordered.forEach((item, index) => {
    if (item.order === index) return;
    item.order = index;
    item.updatedAt = now;
    ops.push({
      type: 'update',
      path: galleryItemPath(item.id),
      data: { order: index, updatedAt: now },
    });
  });
  if (ops.length) await docs.batch(ops);
  return reordered;
}

export interface GallerySource {
  source: 'event' | 'catalog';
  label: string;
  url: string;
  resized: { width: number; url: string }[];
}

/**
 * The pictures staff may add from elsewhere: every event's images (not its videos) and every
 * catalogue picture, each once. Only our own stored files (`/api/media/...`) qualify.
 */
export async function gallerySources(docs: DocumentStore): Promise<GallerySource[]> {
  const timeZone = await tenantTimeZone(docs);
  const [events, products, services] = await Promise.all([
    listAllEvents(docs, timeZone),
    listCatalog(docs, 'products'),
    listCatalog(docs, 'services'),
  ]);
  const seen = new Set<string>();
  const out: GallerySource[] = [];
  const push = (picture: GallerySource) => {
    if (!GalleryPictureUrlSchema.safeParse(picture.url).success || seen.has(picture.url)) return;
    seen.add(picture.url);
    out.push({
      ...picture,
      resized: picture.resized.filter((v) => GalleryPictureUrlSchema.safeParse(v.url).success),
    });
  };
  for (const event of events)
    for (const media of event.media)
      if (media.contentType.startsWith('image/'))
        push({ source: 'event', label: event.title, url: media.url ?? '', resized: media.resized });
  for (const item of [...products, ...services])
    if (item.photoUrl)
      push({ source: 'catalog', label: item.name, url: item.photoUrl, resized: item.photoResized });
  return out;
}
