import { expect, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { hydrated, pageErrors } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The tenant's texts are in the served page (the API writes them where the build wrote the
// bundled ones), so a guest sees them from the first paint and nothing changes in sight when
// the scripts start.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const staffHeaders = async () => ({
  authorization: `Bearer ${await idTokenFor(STAFF.email, STAFF.password)}`,
});

test('a staff text is in the served home page, and hydration changes nothing in the heading', async ({
  page,
  browser,
  request,
}) => {
  const title = `Bienvenue, ce soir mariachis ${Date.now()}`;
  const read = async () =>
    (
      (await (await request.get(`${URLS.web}/api/out/rdd/i18n/fr`)).json()) as {
        dict: Record<string, string>;
      }
    ).dict;
  const previous = (await read())['home.title'];
  const save = async (entries: object) => {
    const res = await request.put(`${URLS.web}/api/admin/i18n/site`, {
      headers: await staffHeaders(),
      data: { entries },
    });
    expect(res.status()).toBe(200);
  };
  await save({ 'home.title': { fr: title } });
  try {
    // Without scripts: the served HTML itself.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.web });
    const served = await context.newPage();
    await served.goto('/fr');
    await expect(served.getByRole('heading', { level: 1 })).toHaveText(title);
    await context.close();

    // With scripts: the heading is never rewritten, and React takes the page over cleanly.
    const errors = pageErrors(page, /hydrat|Minified React error/i);
    // Every text the heading shows, from the parse on.
    await page.addInitScript(() => {
      const w = window as unknown as { __h1Texts: string[] };
      w.__h1Texts = [];
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && text !== w.__h1Texts.at(-1)) w.__h1Texts.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/fr');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(
      await page.evaluate(() => (window as unknown as { __h1Texts: string[] }).__h1Texts),
    ).toEqual([title]);
    expect(errors).toEqual([]);
  } finally {
    if (previous === undefined) {
      const res = await request.post(`${URLS.web}/api/admin/i18n/site/delete`, {
        headers: await staffHeaders(),
        data: { ids: ['home.title'], locales: ['fr'] },
      });
      expect(res.status()).toBe(200);
    } else await save({ 'home.title': { fr: previous } });
  }
});
