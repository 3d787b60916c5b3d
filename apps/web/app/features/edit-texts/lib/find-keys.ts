import { flattenMessages } from '@bar/i18n';

/** Collapses runs of white space, as the page shows a text. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The message ids whose text (in the page's catalogue, tenant texts included) is exactly what
 * an element shows. Texts with placeholders (`{{name}}`) or markup never match: only plain
 * texts are editable in place.
 */
export function keysForText(catalogue: unknown, shown: string): string[] {
  const text = squash(shown);
  if (!text) return [];
  return Object.entries(flattenMessages(catalogue))
    .filter(([, value]) => squash(value) === text)
    .map(([key]) => key)
    .sort();
}

/**
 * From the clicked element up (at most four levels): the first element whose whole text is a
 * catalogue text, with its ids.
 */
export function findEditable(
  start: Element | null,
  catalogue: unknown,
): { element: Element; keys: string[]; text: string } | null {
  let element = start;
  for (let depth = 0; element && depth < 4; depth += 1) {
    const text = squash(element.textContent ?? '');
    const keys = keysForText(catalogue, text);
    if (keys.length > 0) return { element, keys, text };
    element = element.parentElement;
  }
  return null;
}
