/** The traffic-light colours of the translation and metadata tables. */
export type Status = 'green' | 'yellow' | 'red';

export const STATUSES = ['green', 'yellow', 'red'] as const satisfies readonly Status[];

/** Spec §4: a cell is red when its value is empty (or only spaces) or still equals its id. */
export function translationCellStatus(
  id: string,
  value: string | null | undefined,
): 'green' | 'red' {
  const text = (value ?? '').trim();
  return text === '' || text === id.trim() ? 'red' : 'green';
}

/**
 * Spec §4: a row is green when every active locale's cell is green, red when none is, else
 * yellow. With no active locale nothing is translated, so the row is red.
 */
export function translationRowStatus(
  id: string,
  values: Readonly<Record<string, string | undefined>>,
  activeLocales: readonly string[],
): Status {
  const ok = activeLocales.filter(
    (locale) => translationCellStatus(id, values[locale]) === 'green',
  ).length;
  if (activeLocales.length === 0 || ok === 0) return 'red';
  return ok === activeLocales.length ? 'green' : 'yellow';
}

/** Cell counts per colour over a table (rows × active locales), for the editor's legend. */
export function translationCellCounts(
  entries: Readonly<Record<string, Readonly<Record<string, string | undefined>>>>,
  activeLocales: readonly string[],
): { green: number; red: number; total: number } {
  let green = 0;
  let red = 0;
  for (const [id, values] of Object.entries(entries)) {
    for (const locale of activeLocales) {
      if (translationCellStatus(id, values[locale]) === 'green') green += 1;
      else red += 1;
    }
  }
  return { green, red, total: green + red };
}
