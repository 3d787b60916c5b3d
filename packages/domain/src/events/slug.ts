/** Slugs: lowercase ASCII letters and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;
/** When a title has no letter or digit to keep. */
export const FALLBACK_SLUG = 'evento';

// Letters NFKD does not decompose into an ASCII base.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/** "¡Noche de Mariachi & Tequila!" → "noche-de-mariachi-tequila": accents folded, lowercase, hyphens. */
export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþðı]/g, (letter) => SPECIAL[letter] ?? letter);
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than lost.
  if (!slug && words[0]) slug = words[0].slice(0, SLUG_MAX_LENGTH);
  return slug || FALLBACK_SLUG;
}

/** The candidates for a base slug, in order: base, base-2, base-3, … (each within the length limit). */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of base, base-2, base-3, … that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let attempt = 1; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!used.has(candidate)) return candidate;
  }
}
