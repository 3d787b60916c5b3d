import type { MediaFocus, MediaItem } from '@bar/domain/events/schema';

/** What staff say about a picture: its alt text and the point a crop keeps in view. */
export type MediaDetails = { alt: string; focus: MediaFocus | undefined };

/** One row of the media editor: a stored item, or a picked file waiting for the save to upload it. */
export type MediaEntry =
  | { key: string; kind: 'stored'; item: MediaItem }
  | {
      key: string;
      kind: 'pending';
      file: File;
      previewUrl: string;
      progress: number;
      details: MediaDetails;
    };

export const detailsOf = (entry: MediaEntry): MediaDetails =>
  entry.kind === 'stored' ? { alt: entry.item.alt ?? '', focus: entry.item.focus } : entry.details;

/** A stored item with new details (an empty alt or the centre stores nothing). */
export function applyDetails(item: MediaItem, details: MediaDetails): MediaItem {
  const { alt: _alt, focus: _focus, ...rest } = item;
  return {
    ...rest,
    ...(details.alt.trim() && { alt: details.alt }),
    ...(details.focus && { focus: details.focus }),
  };
}

/** The entry with new details: a stored item's fields, or what a pending file will be saved with. */
export const withDetails = (entry: MediaEntry, details: MediaDetails): MediaEntry =>
  entry.kind === 'pending'
    ? { ...entry, details }
    : { ...entry, item: applyDetails(entry.item, details) };

/** The focal points staff pick from: a 3 × 3 grid, the centre first (no focus stored). */
export const FOCUS_POINTS = [
  { id: 'center', focus: undefined },
  { id: 'top', focus: { x: 50, y: 0 } },
  { id: 'bottom', focus: { x: 50, y: 100 } },
  { id: 'left', focus: { x: 0, y: 50 } },
  { id: 'right', focus: { x: 100, y: 50 } },
  { id: 'topLeft', focus: { x: 0, y: 0 } },
  { id: 'topRight', focus: { x: 100, y: 0 } },
  { id: 'bottomLeft', focus: { x: 0, y: 100 } },
  { id: 'bottomRight', focus: { x: 100, y: 100 } },
] as const satisfies readonly { id: string; focus: MediaFocus | undefined }[];

export type FocusPointId = (typeof FOCUS_POINTS)[number]['id'];

/** The grid point nearest a stored focus (another tool may store any percentage). */
export function focusPointOf(focus: MediaFocus | undefined): FocusPointId {
  if (!focus) return 'center';
  const snap = (value: number) => (value < 25 ? 0 : value > 75 ? 100 : 50);
  const x = snap(focus.x);
  const y = snap(focus.y);
  return (
    FOCUS_POINTS.find((point) => (point.focus?.x ?? 50) === x && (point.focus?.y ?? 50) === y)
      ?.id ?? 'center'
  );
}

let counter = 0;
export const entryKey = () => `media-${++counter}`;

export const storedEntries = (items: readonly MediaItem[]): MediaEntry[] =>
  items.map((item) => ({ key: entryKey(), kind: 'stored', item }));

export function moveEntry(entries: MediaEntry[], index: number, offset: -1 | 1): MediaEntry[] {
  const target = index + offset;
  if (target < 0 || target >= entries.length) return entries;
  const next = [...entries];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** What a preview shows: the narrowest variant that fills a thumbnail, else the original. */
export function previewOf(entry: MediaEntry): { src: string; video: boolean; name: string } {
  if (entry.kind === 'pending') {
    return {
      src: entry.previewUrl,
      video: entry.file.type.startsWith('video/'),
      name: entry.file.name,
    };
  }
  const { item } = entry;
  const variant = [...item.resized].sort((a, b) => a.width - b.width)[0];
  return {
    src: variant?.url ?? item.url ?? item.path ?? '',
    video: item.contentType.startsWith('video/'),
    name: item.name,
  };
}
