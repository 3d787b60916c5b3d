import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { sectionsNav, openSection } from '../../support/admin-nav.js';

// Every section of the back office, as a superadmin sees it, in es, en and fr: no message key,
// no placeholder or plural suffix, no "1 <plural>", and in es and fr no word that only the
// English catalogue uses. The words come from the panel's own catalogues, so the scan follows them.
// What staff named themselves (files, folders, themes) is marked `data-user-content` and skipped.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
type Locale = 'es' | 'en' | 'fr';
type Tree = { [key: string]: string | Tree };

const catalogue = (locale: Locale): Tree =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../apps/admin/src/messages/${locale}.json`, import.meta.url)),
      'utf8',
    ),
  ) as Tree;

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

const messages = {
  es: flatten(catalogue('es')),
  en: flatten(catalogue('en')),
  fr: flatten(catalogue('fr')),
};
/** Every key, and every key without its plural suffix (what a missing plural shows). */
const KEYS = new Set(messages.es.flatMap(([key]) => [key, key.replace(/_(one|other|many)$/, '')]));

const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|<[^>]*>|https?:\S+/g, ' ')
    .split(/[^\p{L}']+/u)
    .filter((word) => word.length >= 4);
const vocabulary = (locale: Locale) =>
  new Set(messages[locale].flatMap(([, text]) => wordsOf(text).map((w) => w.toLowerCase())));
/** Words staff use as they are in all three languages. */
const SHARED_WORDS = new Set(['admin']);
/** Words of the English catalogue that neither the Spanish nor the French one uses. */
const ENGLISH_ONLY = (() => {
  const es = vocabulary('es');
  const fr = vocabulary('fr');
  return new Set(
    [...vocabulary('en')].filter(
      (word) => !es.has(word) && !fr.has(word) && !SHARED_WORDS.has(word),
    ),
  );
})();
/** The server's variable names (DEFAULT_TENANT…) are written as the server reads them. */
const SERVER_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** The plural nouns of a catalogue's `_other` texts ("{{formatted}} campos cambiados" → "campos"). */
const pluralNouns = (locale: Locale) =>
  new Set(
    messages[locale]
      .filter(([key]) => key.endsWith('_other'))
      .flatMap(([, text]) => /\{\{(?:formatted|count)\}\}\s+(\p{L}+)/u.exec(text)?.[1] ?? []),
  );

const LANGUAGE_BOX: Record<Locale, string> = { es: 'Idioma', en: 'Language', fr: 'Langue' };

/** The texts of the controls and headings staff read: the panel's own words, not the data's. */
const chromeTexts = (page: Page) =>
  page
    .evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, label, legend, h1, h2, h3, h4, th[scope="col"], caption, [role="tab"], nav a, summary, option',
        ),
      ]
        .filter((element) => element.closest('[data-user-content]') === null)
        .map((element) => element.innerText || element.textContent || '')
        .map((text) => text.trim())
        .filter(Boolean),
    )
    .then((texts) => texts.map((text) => text.replace(SERVER_NAME, ' ')));

function problemsIn(locale: Locale, section: string, pageText: string, chrome: string[]) {
  const problems: string[] = [];
  for (const match of pageText.matchAll(/\b[a-z][A-Za-z]+(?:\.[A-Za-z0-9_]+)+\b/g))
    if (KEYS.has(match[0])) problems.push(`${section}: the key ${match[0]}`);
  for (const match of pageText.matchAll(/\{\{[^}]*\}\}|\b\w+_(?:one|other|many)\b/g))
    problems.push(`${section}: ${match[0]}`);
  for (const noun of pluralNouns(locale))
    if (new RegExp(`(^|[^\\d.,])1 ${noun}\\b`, 'u').test(pageText))
      problems.push(`${section}: "1 ${noun}"`);
  for (const text of chrome)
    for (const match of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g))
      problems.push(`${section}: the data key "${match[0]}" in "${text.slice(0, 60)}"`);
  if (locale !== 'en')
    for (const text of chrome)
      for (const word of wordsOf(text))
        if (ENGLISH_ONLY.has(word.toLowerCase()))
          problems.push(`${section}: the English word "${word}" in "${text.slice(0, 60)}"`);
  return problems;
}

test.describe('the panel speaks the staff’s language', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('every section in es, en and fr: no key, no placeholder, no wrong plural, no English word in es or fr', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInToAdmin(page, OWNER.email, OWNER.password);
    await expect(sectionsNav(page)).toBeVisible({ timeout: 30_000 });
    const problems: string[] = [];
    let from: Locale = 'es';
    for (const locale of ['es', 'en', 'fr'] as const) {
      if (locale !== from) {
        await page.getByRole('combobox', { name: LANGUAGE_BOX[from] }).selectOption(locale);
        await expect(page.getByRole('combobox', { name: LANGUAGE_BOX[locale] })).toBeVisible();
        from = locale;
      }
      const names = (await sectionsNav(page).getByRole('link').allInnerTexts()).map((n) =>
        n.trim(),
      );
      expect(names.length, 'sections in the sidebar').toBeGreaterThan(12);
      for (const name of names) {
        await openSection(page, name);
        const content = page.locator('section.panel__content');
        await expect(content).toBeVisible();
        // Let the section's reads answer (their "loading" lines go away).
        await expect(content.getByText(/^(Cargando|Loading|Chargement)/)).toHaveCount(0, {
          timeout: 15_000,
        });
        const text = await page.locator('body').innerText();
        problems.push(...problemsIn(locale, `${locale} ${name}`, text, await chromeTexts(page)));
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
