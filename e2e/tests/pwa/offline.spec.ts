import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/fixtures.js';

// Issue 7 §5: after one visit the service worker controls the site; offline, a navigation lands
// on the offline page of its language, whose PDF menu link works from the cache.

const OFFLINE = {
  es: {
    text: 'Algunas funciones requieren internet. Inténtalo de nuevo cuando tengas señal.',
    retry: 'Reintentar',
    pdf: 'Ver el menú en PDF',
  },
  en: {
    text: 'Some features require internet. Please try again when you have a signal.',
    retry: 'Try again',
    pdf: 'View the PDF menu',
  },
  fr: {
    text: 'Certaines fonctionnalités nécessitent Internet. Veuillez réessayer lorsque vous aurez du signal.',
    retry: 'Réessayer',
    pdf: 'Voir le menu PDF',
  },
} as const;

/** Waits until the worker is active, has precached the shell and controls this page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test.describe('offline, after a first visit', () => {
  test('a navigation shows the offline page, whose PDF menu opens from the cache', async ({
    page,
    context,
  }) => {
    await page.goto('/es');
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/es/galeria');
    await expect(page).toHaveURL(/\/es\/offline\?from=%2Fes%2Fgaleria$/);
    await expect(page.getByText(OFFLINE.es.text)).toBeVisible();
    const pdf = page.getByRole('link', { name: OFFLINE.es.pdf });
    await expect(pdf).toHaveAttribute('href', '/menu/menu.pdf');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/menu/menu.pdf');
      return { status: res.status, head: (await res.text()).slice(0, 8) };
    });
    expect(answer).toEqual({ status: 200, head: '%PDF-1.4' });

    // The other languages' offline pages were precached too, each with its own PDF menu, which
    // opens from the page (a navigation, not the offline page again).
    await page.goto('/fr/sobrenosotros');
    await expect(page.getByText(OFFLINE.fr.text)).toBeVisible();
    const french = page.getByRole('link', { name: OFFLINE.fr.pdf });
    await expect(french).toHaveAttribute('href', '/menu/menu-fr.pdf');
    const [opened] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/menu/menu-fr.pdf'),
      french.click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/^application\/pdf/);
    await page.goto('/fr/sobrenosotros');
    await expect(page.getByText(OFFLINE.fr.text)).toBeVisible();

    // Back online, Retry opens the page that failed.
    await context.setOffline(false);
    await page.goto('/en/blog');
    await context.setOffline(true);
    await page.goto('/en/galeria');
    await expect(page.getByText(OFFLINE.en.text)).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: OFFLINE.en.retry }).click();
    await expect(page).toHaveURL(/\/en\/galeria$/);
  });

  test('the worker is served fresh and no API answer is kept', async ({ page, request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);

    await page.goto('/es');
    await controlledByServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys())
          urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(cached).toEqual(
      expect.arrayContaining([
        '/es/offline',
        '/en/offline',
        '/fr/offline',
        '/menu/menu.pdf',
        '/menu/menu-en.pdf',
        '/menu/menu-fr.pdf',
      ]),
    );
    expect(
      cached.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/media/')),
    ).toEqual([]);
    // Only the shell: the other pages' documents are not downloaded ahead.
    expect(cached).not.toContain('/es/galeria');
  });
});

test.describe('offline page accessibility', () => {
  for (const [locale, texts] of Object.entries(OFFLINE)) {
    test(`/${locale}/offline has the text, Retry, the PDF menu and no axe violations`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/offline`);
      await expect(page.getByText(texts.text)).toBeVisible();
      await expect(page.getByRole('button', { name: texts.retry })).toBeVisible();
      await expect(page.getByRole('link', { name: texts.pdf })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('updates', () => {
  // The stack serves apps/web/build/client/sw.js as it is on disk at each request.
  const swFile = fileURLToPath(new URL('../../../apps/web/build/client/sw.js', import.meta.url));

  test('a new worker waits for the visitor, who reloads into it once', async ({ page }) => {
    await page.goto('/es/menus');
    await controlledByServiceWorker(page);
    const original = readFileSync(swFile, 'utf8');
    try {
      writeFileSync(swFile, `${original}\n// e2e: a new version ${Date.now()}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page
        .getByRole('complementary')
        .filter({ hasText: 'Hay una nueva versión del sitio.' });
      await expect(prompt).toBeVisible();
      // Nothing happens until the visitor chooses.
      expect(
        await page.evaluate(
          async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
        ),
      ).toBe(true);

      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await prompt.getByRole('button', { name: 'Actualizar' }).click();
      await expect.poll(() => loads).toBe(1);
      await expect(page).toHaveURL(/\/es\/menus$/);
      await expect(page.getByText('Hay una nueva versión del sitio.')).toHaveCount(0);
      await page.waitForTimeout(1500);
      expect(loads).toBe(1); // no reload loop
      expect(
        await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
        ),
      ).toBeNull();
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
