import { isStoragePrefix } from '@bar/domain/api/storage';

/** The last folder of a prefix: `events/abc/` → `abc`. */
export const folderName = (prefix: string): string =>
  prefix.slice(0, -1).split('/').at(-1) ?? prefix;

/** The prefixes from the top down to this one: `a/b/` → ['', 'a/', 'a/b/']. */
export function parentPrefixes(prefix: string): string[] {
  const parts = prefix.split('/').filter(Boolean);
  return ['', ...parts.map((_, index) => `${parts.slice(0, index + 1).join('/')}/`)];
}

/**
 * The folder a typed name opens, inside the current one: `fotos` or `fotos/2026` (slashes at the
 * ends ignored). Null when a part is empty, `.`/`..`, or otherwise not a storage path.
 */
export function toPrefix(current: string, typed: string): string | null {
  const name = typed.trim().replace(/^\/+|\/+$/g, '');
  if (name === '') return null;
  const next = `${current}${name}/`;
  return isStoragePrefix(next) ? next : null;
}
