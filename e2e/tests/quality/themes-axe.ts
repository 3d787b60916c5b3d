import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated } from '../../support/fixtures.js';
import { PUBLIC_PATHS, TENANT_ORIGINS } from './public-routes.js';

// axe over every public page of both demo tenants in es, en and fr, in the light theme (the
// visitor's choice, kept in localStorage: the page's boot script reads it before the first
// paint) and then, on the same page, in the dark one the header's switch turns on. The clock is this week's Wednesday afternoon in
// Ontario, when both restaurants are open: the about page then shows its "open now" line.

const DAY_MS = 86_400_000;
const OPEN_HOURS = (() => {
  const today = new Date();
  today.setUTCHours(19, 0, 0, 0);
  return new Date(today.getTime() - ((today.getUTCDay() + 4) % 7) * DAY_MS);
})();

/** The key @bar/ui's theme boot script reads (THEME_STORAGE_KEY). */
const THEME_KEY = 'theme';
/** The theme switch's name in es, en and fr while the page is light. */
const TO_DARK = /^(Cambiar a tema oscuro|Switch to dark theme|Passer au thème sombre)$/;

export const THEME_TENANTS = {
  cantina: { name: 'La Cantina', origin: TENANT_ORIGINS[0]! },
  mariachi: { name: 'El Mariachi', origin: TENANT_ORIGINS[1]! },
};

/**
 * The checks of one tenant's pages. One spec file per tenant (themes-axe-*.spec.ts): a file runs
 * in one worker, so the two tenants' halves run side by side.
 */
export function axeInBothThemes({ name, origin }: { name: string; origin: string }) {
  for (const path of PUBLIC_PATHS)
    test(`${name} ${path} has no axe violation, light or dark`, async ({ page }) => {
      await page.clock.setFixedTime(OPEN_HOURS);
      await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await test.step('light', () => expectNoAxeViolations(page));
      // The header's switch, as a visitor turns the dark theme on: the same page, now dark.
      await page.getByRole('banner').getByRole('button', { name: TO_DARK }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await test.step('dark', () => expectNoAxeViolations(page));
    });
}
