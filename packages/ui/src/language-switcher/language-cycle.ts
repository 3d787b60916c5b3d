// The language switcher's rules,
// kept apart from the component so they are tested without a DOM.

/** One language the switcher offers; `priority` loads its icon eagerly (it is above the fold). */
export type LanguageEntry = {
  locale: string;
  icon: string;
  width: number;
  height: number;
  alt: string;
  label: string;
  priority?: boolean;
};

/** 'all' shows every language icon; 'oneBYone' only the next language in the cycle. */
export type SwitcherMode = 'all' | 'oneBYone';

export const MINIMISE_AFTER_MS = 7000;
export const REMINIMISE_AFTER_MS = 3500;

/** The language after the current one, wrapping; the first other one if the current is unlisted. */
export function nextLanguage(
  entries: readonly LanguageEntry[],
  current: string,
): LanguageEntry | undefined {
  const index = entries.findIndex((entry) => entry.locale === current);
  if (index === -1) return entries.find((entry) => entry.locale !== current);
  const next = entries[(index + 1) % entries.length];
  return next && next.locale !== current ? next : undefined;
}

export function shownLanguages(
  entries: readonly LanguageEntry[],
  current: string,
  mode: SwitcherMode,
): LanguageEntry[] {
  if (mode === 'all') return [...entries];
  const next = nextLanguage(entries, current);
  return next ? [next] : [];
}
