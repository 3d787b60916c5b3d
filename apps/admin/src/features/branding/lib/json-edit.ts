// The branding editor's typed editing of a JSON document: which editor a value gets, setting a
// value at a path, moving list items, and the merge patch that turns the loaded document into the
// edited one (only what changed is sent; lists go whole).

import type { Json, JsonObject } from '../../../components/editor-kit/merge-patch';

export type { Json, JsonObject } from '../../../components/editor-kit/merge-patch';
export { mergePatch } from '../../../components/editor-kit/merge-patch';
export type Path = (string | number)[];

export type EditorKind = 'boolean' | 'number' | 'text' | 'list' | 'object' | 'raw';

/** Spec: boolean → checkbox, number → number, text → text, list, object, anything else raw JSON. */
export function editorKind(value: Json): EditorKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return 'list';
  if (value !== null && typeof value === 'object') return 'object';
  return 'raw';
}

/** An http(s) URL of a picture (png, jpg, jpeg, gif, webp or svg): the text editor previews it. */
export const isImageUrl = (value: string): boolean =>
  /^https?:\/\/\S+\.(png|jpe?g|gif|webp|svg)(\?\S*)?$/i.test(value.trim());

/** Our own stored file's address (`/api/media/…`), as the media library gives it. */
export const isOwnMedia = (value: string): boolean => /^\/api\/media\/\S+$/.test(value.trim());

/** Keys whose text is a picture's address: the company's Logo, a link's icon, an item's image… */
export const isPictureKey = (key: string | undefined): boolean =>
  key !== undefined && /^(logo|icon|image|picture|photo|photourl|favicon|avatar)$/i.test(key);

/**
 * An address the public site shows as a picture: a web address, or a path of this site (one
 * `/`, never `//`), the way the site reads a logo or an icon.
 */
export const isSiteAddress = (value: string): boolean =>
  /^https?:\/\/\S+$/i.test(value.trim()) || /^\/(?![/\\])\S*$/.test(value.trim());

/** A number field's text as a number; what is not one keeps the previous value. */
export function toNumber(text: string, previous: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : previous;
}

/** A raw JSON field's text parsed; text that does not parse is ignored (the old value stays). */
export function parseRaw(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
}

/** A copy of `doc` with `value` at `path`. */
export function setAt(doc: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[head as number] = setAt(copy[head as number] ?? null, rest, value);
    return copy;
  }
  const object = doc !== null && typeof doc === 'object' ? doc : {};
  return { ...object, [head as string]: setAt(object[head as string] ?? null, rest, value) };
}

/** A list with the item at `from` moved to `to` (up or down). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** An empty value of the same kind as `sample`, for a list's "add". */
export function blankLike(sample: Json | undefined): Json {
  switch (editorKind(sample ?? '')) {
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'list':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(sample as JsonObject).map(([key, value]) => [key, blankLike(value)]),
      );
    case 'raw':
      return null;
    default:
      return '';
  }
}

/** Every leaf's dotted path with its value (lists as one leaf), for the effective preview. */
export function leaves(doc: Json, prefix = ''): { path: string; value: Json }[] {
  if (doc !== null && typeof doc === 'object' && !Array.isArray(doc))
    return Object.entries(doc).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  return [{ path: prefix, value: doc }];
}

/** Whether `path` (dotted) is set in `stored`. */
export function isStored(stored: JsonObject, path: string): boolean {
  let node: Json | undefined = stored;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(key in node))
      return false;
    node = node[key];
  }
  return true;
}
