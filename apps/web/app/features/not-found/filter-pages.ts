export type SearchablePage = {
  href: string;
  title: string;
  /** Extra words the page is found by (its menu label and description). */
  keywords: string;
};

/** Lower case, accents off: "Galería" is found by "galeria", "Réservations" by "reserv". */
export const normalizeText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The pages whose title or keywords contain every word of the query (in any order); all of
 * them for an empty query, so the list doubles as a site map.
 */
export function filterPages<T extends SearchablePage>(pages: readonly T[], query: string): T[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const haystack = normalizeText(`${page.title} ${page.keywords}`);
    return words.every((word) => haystack.includes(word));
  });
}
