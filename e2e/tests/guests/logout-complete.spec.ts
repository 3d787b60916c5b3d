import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hydrated } from '../../support/fixtures.js';

// /logout-complete sits outside the language prefix: served in Spanish, then shown in the
// language the guest browsed in, with that language's texts for the whole page (its lead
// included), never a catalogue key.

const catalogue = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/src/messages/es.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
// A raw key reads like `logoutComplete.intro`: one of the catalogue's groups, a dot, a name.
const RAW_KEY = new RegExp(`\\b(${Object.keys(catalogue).join('|')})\\.[a-zA-Z]`);

const TEXTS = {
  es: {
    title: 'Sesión cerrada',
    intro: 'Cerraste sesión correctamente.',
    home: 'Volver al inicio',
  },
  en: { title: 'Signed out', intro: 'You have signed out successfully.', home: 'Back to home' },
  fr: {
    title: 'Déconnexion réussie',
    intro: 'Vous êtes bien déconnecté.',
    home: "Retour à l'accueil",
  },
} as const;

test.describe('/logout-complete in every language', () => {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    test(`after browsing in ${locale}: its texts, no raw key`, async ({ page }) => {
      // The guest browsed the site in this language (the site remembers it), then signed out.
      await page.goto(`/${locale}`);
      await hydrated(page);
      await page.goto('/logout-complete');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(texts.intro, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: texts.home })).toHaveAttribute(
        'href',
        `/${locale}`,
      );
      expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
      expect(await page.title()).not.toMatch(RAW_KEY);
    });
  }
});
