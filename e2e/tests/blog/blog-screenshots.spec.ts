import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';

// For a person to look at: set BLOG_SCREENSHOTS to a folder to write them (skipped otherwise).
const folder = process.env.BLOG_SCREENSHOTS;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const OPEN = { es: 'Deja tu opinión', en: 'Leave a review' } as const;

test.describe('blog screenshots', () => {
  test.skip(!folder, 'BLOG_SCREENSHOTS is not set');

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const locale of ['es', 'en'] as const) {
      test(`${locale} on a ${size} with a review form open`, async ({ browser }) => {
        const context = await browser.newContext({ viewport });
        await routeExternalHosts(context);
        const page = await context.newPage();
        await page.goto(`/${locale}/blog`);
        const first = page.getByRole('article').first();
        await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
        await first.screenshot({ path: `${folder}/${locale}-${size}-card.png` });
        const toggle = page.getByRole('button', { name: OPEN[locale] }).first();
        await toggle.click();
        await page.getByRole('button', { name: locale === 'es' ? 'Enviar' : 'Send' }).click();
        await expect(page.getByRole('alert').first()).not.toBeEmpty();
        await page.screenshot({ path: `${folder}/${locale}-${size}-form.png` });
        await page.screenshot({ path: `${folder}/${locale}-${size}-full.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
