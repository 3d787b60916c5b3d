import { expect, type Page, test } from '@playwright/test';
import {
  allSectionLinks,
  openSection,
  sectionRegion,
  sectionsNav,
} from '../../support/admin-nav.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { axeViolations, sidewaysScroll } from '../../support/fixtures.js';

// Every section of the back office as the superadmin (who sees them all) meets it: on a desktop
// every sidebar entry is in view and the section passes axe; on a phone no section scrolls
// sideways. The style preview shows the staff's own colours, which axe is not asked to judge.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };

/** Opens a section and waits for its reads to answer (their "Cargando…" lines go away). */
async function openAndSettle(page: Page, name: string) {
  await openSection(page, name);
  const region = sectionRegion(page, name);
  await expect(region).toBeVisible();
  await expect(region.getByText(/^Cargando/)).toHaveCount(0, { timeout: 15_000 });
  return region;
}

test.describe('every section of the back office', () => {
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test('at 1280×800 every entry is in view and every section passes axe', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToAdmin(page, OWNER.email, OWNER.password);
    const links = sectionsNav(page).getByRole('link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const names = (await links.allInnerTexts()).map((name) => name.trim());
    expect(names.length, 'the superadmin sees every section').toBeGreaterThan(12);
    const problems: string[] = [];
    for (const name of names) {
      await openAndSettle(page, name);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      if ((await sidewaysScroll(page)) > 0) problems.push(`${name}: scrolls sideways`);
      for (const violation of await axeViolations(page, { exclude: ['.styles-preview'] }))
        problems.push(`${name}: ${violation}`);
    }
    expect(problems).toEqual([]);
  });

  test('at 390×844 no section scrolls sideways', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToAdmin(page, OWNER.email, OWNER.password);
    const links = allSectionLinks(page);
    await expect(links.first()).toBeAttached({ timeout: 30_000 });
    const names = (await links.allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(12);
    const wide: string[] = [];
    for (const name of names) {
      await openAndSettle(page, name);
      if ((await sidewaysScroll(page)) > 0) wide.push(name);
    }
    expect(wide, 'sections that scroll sideways').toEqual([]);
  });
});
