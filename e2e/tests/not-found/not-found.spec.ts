import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated } from '../../support/fixtures.js';

// Issue 7 §6: the 404 page — status 404, the text, popular pages, a search over the site's
// pages, and a countdown home that can be cancelled or turned off.

const TEXTS = {
  es: {
    message: 'Lo sentimos, no pudimos encontrar lo que buscas.',
    countdown: (s: number) => `Te llevaremos a la página de inicio en ${s} s.`,
  },
  en: {
    message: "Sorry, we couldn't find what you're looking for.",
    countdown: (s: number) => `Taking you to the home page in ${s} s.`,
  },
  fr: {
    message: "Désolé, nous n'avons pas trouvé ce que vous cherchez.",
    countdown: (s: number) => `Nous vous emmenons à la page d'accueil dans ${s} s.`,
  },
} as const;

/**
 * Stops the page's clock once its countdown shows, and answers the seconds it shows then: from
 * there the seconds move only when the test moves them. The installed clock runs until then
 * (the page needs its timers to hydrate), so on a busy machine the countdown may have ticked
 * already; the tests count from what it shows.
 */
async function stopCountdown(page: Page): Promise<number> {
  const text = page.locator('.not-found-countdown__text');
  await expect(text).toBeVisible();
  // A little ahead of the page's time (which runs on while this call travels): a jump fires a
  // due tick at most once, and the seconds are read after it.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1500);
  const shown = Number(/(\d+)/.exec((await text.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(10);
  return shown;
}

test.describe('404 page', () => {
  test('an unknown path answers 404 with the text, and Cancel stops the countdown', async ({
    page,
  }) => {
    await page.clock.install();
    const res = await page.goto('/es/nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByText(TEXTS.es.message)).toBeVisible();
    // Ten seconds, said once to screen readers as it starts.
    await expect(page.getByRole('status').filter({ hasText: 'en 10 segundos' })).toHaveText(
      'Te llevaremos a la página de inicio en 10 segundos. Puedes cancelarlo.',
    );
    const shown = await stopCountdown(page);
    const step = Math.min(3, shown - 1);
    await page.clock.runFor(step * 1000);
    await expect(page.getByText(TEXTS.es.countdown(shown - step))).toBeVisible();

    await page.getByRole('button', { name: 'Cancelar la redirección' }).click();
    await expect(page.getByText('Redirección automática cancelada.')).toBeFocused();
    await page.clock.runFor(20_000);
    await expect(page).toHaveURL(/\/es\/nope$/);
  });

  test('at zero it takes the visitor home', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/no/such/page');
    const shown = await stopCountdown(page);
    await expect(page.getByText(TEXTS.en.countdown(shown))).toBeVisible();
    await page.clock.runFor(shown * 1000);
    await expect(page).toHaveURL(/\/en$/);
  });

  test('"Don\'t redirect me again" is remembered on the next 404', async ({ page }) => {
    await page.clock.install();
    await page.goto('/fr/perdu');
    await stopCountdown(page);
    await page.getByRole('button', { name: 'Ne plus me rediriger' }).click();
    // The next page needs its timers to hydrate.
    await page.clock.resume();
    await page.goto('/fr/ailleurs');
    await expect(
      page.getByText('La redirection automatique est désactivée sur cet appareil.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la redirection' })).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(page).toHaveURL(/\/fr\/ailleurs$/);
  });

  test('popular pages and the search box lead to pages of the same language', async ({ page }) => {
    await page.goto('/en/nope');
    const popular = page.getByRole('navigation', { name: 'Popular pages' });
    await expect(popular.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/en/reservas',
    );
    const search = page.getByRole('searchbox', { name: 'Which page are you looking for?' });
    // Typed before hydration, the text would sit in plain HTML the search never reads.
    await hydrated(page);
    await search.fill('gallery');
    const results = page.getByRole('region', { name: 'Search the site' }).getByRole('link');
    await expect(results).toHaveCount(1);
    await results.first().click();
    await expect(page).toHaveURL(/\/en\/galeria$/);
  });

  test('"Search" with one page found opens it; with several, the first result takes the focus', async ({
    page,
  }) => {
    await page.goto('/es/nada');
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: '¿Qué página buscas?' });
    const region = page.getByRole('region', { name: 'Buscar en el sitio' });
    await search.fill('e');
    const many = await region.getByRole('link').count();
    expect(many).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(region.getByRole('link').first()).toBeFocused();
    await expect(page).toHaveURL(/\/es\/nada$/);

    await search.fill('galer');
    await expect(region.getByRole('link')).toHaveCount(1);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/es\/galeria$/);
  });

  for (const [locale, texts] of Object.entries(TEXTS)) {
    test(`/${locale} 404 has no axe violations`, async ({ page }) => {
      await page.goto(`/${locale}/nope`);
      await expect(
        page.getByText(texts.countdown(10)).or(page.getByText(texts.countdown(9))),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
