import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations, pageErrors } from '../support/fixtures.js';
import { URLS } from '../support/ports.js';

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../packages/i18n/src/messages/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as {
    home: { title: string };
    menus: { title: string; tabs: Record<string, string> };
  };

const LONG: Record<string, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' };

/**
 * The home page's h1 as a visitor ends up seeing it: the tenant's translation once it has
 * loaded (the full locale over the short language), else the bundled text.
 */
async function homeTitle(request: APIRequestContext, locale: string): Promise<string> {
  for (const lang of [LONG[locale], locale]) {
    const res = await request.get(`${URLS.web}/api/out/rdd/i18n/${lang}`);
    const { dict } = (await res.json()) as { dict?: Record<string, string> };
    if (dict?.['home.title']) return dict['home.title'];
  }
  return messages(locale).home.title;
}

test.describe('the running stack', () => {
  test('resolves the tenant from the port', async ({ request }) => {
    const tenantAt = async (origin: string) =>
      ((await (await request.get(`${origin}/api/health`)).json()) as { tenant: string }).tenant;
    expect(await tenantAt(URLS.web)).toBe('default');
    expect(await tenantAt(URLS.admin)).toBe('default');
    expect(await tenantAt(URLS.restaurant)).toBe('restaurant');
  });

  test('is ready: the store answers', async ({ request }) => {
    const res = await request.get(`${URLS.web}/api/ready`);
    expect(res.status()).toBe(200);
  });

  for (const locale of ['es', 'en', 'fr']) {
    test(`serves /${locale} with <html lang="${locale}"> and its heading`, async ({
      page,
      request,
    }) => {
      const res = await page.goto(`/${locale}`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        await homeTitle(request, locale),
      );
      await expectNoAxeViolations(page);
    });
  }

  test('prerenders /fr/menus in French before any JavaScript runs', async ({ request }) => {
    const res = await request.get(`${URLS.web}/fr/menus`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const fr = messages('fr');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(fr.menus.title);
    for (const tab of Object.values(fr.menus.tabs)) expect(html).toContain(tab);
  });

  test('serves the framework and frame chunks with V8 compile hints, not the page chunk', async ({
    request,
  }) => {
    const html = await (await request.get(`${URLS.web}/fr/menus`)).text();
    const chunk = (name: string) => html.match(new RegExp(`/assets/${name}-[\\w-]+\\.js`))?.[0];
    const firstLine = async (name: string) => {
      const path = chunk(name);
      expect(path, `${name} chunk in the page`).toBeTruthy();
      return (await (await request.get(`${URLS.web}${path}`)).text()).split('\n')[0];
    };
    expect(await firstLine('framework')).toBe('//# allFunctionsCalledOnLoad');
    expect(await firstLine('frame')).toBe('//# allFunctionsCalledOnLoad');
    expect(await firstLine('menus')).not.toContain('allFunctionsCalledOnLoad');
  });

  test('enforces the policy the page carries: it starts clean, and a script it did not ship never runs', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto('/en/menus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydration ran under the policy (its inline scripts allowed by hash), with nothing refused.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    const injected = await page.evaluate(async () => {
      const refused: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(event.effectiveDirective),
      );
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran";';
      document.head.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'document.documentElement.dataset.clicked = "ran";');
      document.body.append(button);
      button.click();
      button.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        ran: document.documentElement.dataset.injected ?? null,
        clicked: document.documentElement.dataset.clicked ?? null,
        refused: refused.sort(),
      };
    });
    expect(injected).toEqual({
      ran: null,
      clicked: null,
      refused: ['script-src-attr', 'script-src-elem'],
    });
  });

  test('renders /fr/menus with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${URLS.web}/fr/menus`);
    await expect(
      page.getByRole('heading', { level: 1, name: messages('fr').menus.title }),
    ).toBeVisible();
    await context.close();
  });

  test('sends / to the browser language, else Spanish', async ({ request }) => {
    const toEnglish = await request.get(`${URLS.web}/`, {
      headers: { 'accept-language': 'en-CA,en;q=0.9' },
      maxRedirects: 0,
    });
    expect(toEnglish.status()).toBe(302);
    expect(toEnglish.headers().location).toBe('/en');
    const toSpanish = await request.get(`${URLS.web}/`, {
      headers: { 'accept-language': 'de-DE' },
      maxRedirects: 0,
    });
    expect(toSpanish.headers().location).toBe('/es');
  });

  test('sends / to the language the visitor chose before', async ({ page }) => {
    await page.goto('/fr/menus');
    // The choice is remembered once the page is live (hydrated).
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((cookie) => cookie.name === '__session')?.value,
      )
      .toBe('lang:fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('answers an unknown page with the 404 page and status 404', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Sorry, we couldn't find what you're looking for.")).toBeVisible();
  });

  test('serves the back office on the admin port', async ({ page }) => {
    const res = await page.goto(`${URLS.admin}/admin`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('link', { name: /panel|admin/i }).first()).toBeVisible();
  });

  test('documents the API at /api/docs', async ({ request }) => {
    const res = await request.get(`${URLS.web}/api/docs/json`);
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/health']).toBeTruthy();
  });

  test('works on a phone-sized screen @phone', async ({ page }) => {
    await page.goto('/es/menus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
