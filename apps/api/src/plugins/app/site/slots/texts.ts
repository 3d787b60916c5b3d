import type { Locale } from '@bar/domain/locale';
import { type FlatMessages, flattenMessages } from '@bar/i18n/flatten-messages';
import en from '@bar/i18n/messages/en.json' with { type: 'json' };
import es from '@bar/i18n/messages/es.json' with { type: 'json' };
import fr from '@bar/i18n/messages/fr.json' with { type: 'json' };
import { escapeHtml, jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { TextsBlock } from '@bar/domain/site/served-blocks';
import type { SlotFiller } from './slot.js';

/** The page with the tenant's texts in its body, and the texts it now holds (for `bar-texts`). */
export interface FilledTexts {
  html: string;
  texts: FlatMessages;
}

const LEAVES: Record<Locale, FlatMessages> = {
  es: flattenMessages(es),
  en: flattenMessages(en),
  fr: flattenMessages(fr),
};

/** A nested text (`$t(common.brand)`) as i18next renders it, for texts without options. */
const NESTED = /\$t\(([\w.-]+)\)/g;
function render(texts: FlatMessages, key: string, depth = 0): string {
  const text = texts[key] ?? key;
  if (depth > 5) return text;
  return text.replace(NESTED, (_: string, inner: string) => render(texts, inner, depth + 1));
}

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

/**
 * The prerendered page with the tenant's texts where the build wrote the bundled ones: the
 * tenant's dictionary and its brand name (`common.brand`, which other texts nest), as the web
 * would show them once they arrive, but from the first paint (no text, and no line count,
 * changes in sight after hydration).
 *
 * A text is replaced only where it is a whole text node (`>Bienvenidos<`), the way React writes
 * a text alone in its element. The page is served with the bundled texts (null) when any text
 * the tenant changes cannot be placed that way: it also shows inside a longer text or an
 * attribute, it has placeholders or nests a text with options, or another, unchanged text reads the same. The browser must
 * render exactly this page before it adds the rest, so it is all or nothing.
 */
export function fillTexts(
  html: string,
  locale: Locale,
  overrides: FlatMessages,
  brand: string | null,
): FilledTexts | null {
  const leaves = LEAVES[locale];
  const wanted: FlatMessages = { ...overrides };
  if (brand) wanted['common.brand'] = brand;
  // Texts of the catalogue only: a key the build has no text for is on no prerendered page.
  const texts = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, text]) => typeof leaves[key] === 'string' && leaves[key] !== text,
    ),
  );
  if (Object.keys(texts).length === 0) return null;
  const merged = { ...leaves, ...texts };

  // What each text reads now and will read (nested texts follow what they nest).
  const unchanged = new Set<string>();
  const changes = new Map<string, string>();
  for (const key of Object.keys(leaves)) {
    const from = render(leaves, key);
    const to = render(merged, key);
    if (from === to) unchanged.add(from);
    else if ((changes.get(from) ?? to) !== to) return null;
    else changes.set(from, to);
  }

  const start = html.indexOf('<body');
  if (start < 0) return null;
  let body = html.slice(start);
  for (const [from, to] of changes) {
    const escaped = escapeHtml(from);
    const node = `>${escaped}<`;
    const whole = occurrences(body, node);
    if (whole === 0 && !body.includes(escaped)) continue; // not on this page
    if (/\{\{|\$t\(/.test(from) || unchanged.has(from) || whole !== occurrences(body, escaped))
      return null;
    body = body.split(node).join(`>${escapeHtml(to)}<`);
  }
  return { html: html.slice(0, start) + body, texts };
}

/** A `{{name}}` value in a text (i18next's interpolation). */
const VALUE = /\{\{\s*(\w+)\s*\}\}/g;

/** What each key reads on a page served with `texts` (the bundled texts under the tenant's), its `{{name}}` values filled in. */
export function servedTexts(
  locale: Locale,
  texts: FlatMessages | undefined,
): (key: string, values?: Record<string, string | number>) => string {
  const merged = { ...LEAVES[locale], ...texts };
  return (key, values) =>
    values
      ? render(merged, key).replace(VALUE, (whole, name: string) =>
          name in values ? String(values[name]) : whole,
        )
      : render(merged, key);
}

/** Every page: the tenant's texts into the build's markup, and those texts in `bar-texts`. */
export const textsSlot: SlotFiller = {
  fill(body, { page, data: { texts }, brand }) {
    const filled = fillTexts(body, page.locale, texts ?? {}, brand);
    if (!filled) return {};
    const block: TextsBlock = { locale: page.locale, texts: filled.texts };
    return {
      body: filled.html,
      tail: jsonScriptTag(SERVED_BLOCK_IDS.texts, block),
      shownTexts: filled.texts,
    };
  },
};
