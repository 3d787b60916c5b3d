import type { MediaItem } from '@bar/domain/events/schema';

/** One row of the media editor: a stored item, or a picked file waiting for the save to upload it. */
export type MediaEntry =
  | { key: string; kind: 'stored'; item: MediaItem }
  | { key: string; kind: 'pending'; file: File; previewUrl: string; progress: number };

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
