import { expect, type Locator, type Page } from '@playwright/test';

/** The back office's sidebar of sections (a drawer on a phone). */
export const sectionsNav = (page: Page): Locator =>
  page.getByRole('navigation', {
    name: /^(Secciones del panel|Panel sections|Sections du panneau)$/,
  });

/** The sidebar's link to a section, by its exact name. */
export const sectionLink = (page: Page, name: string | RegExp): Locator =>
  sectionsNav(page).getByRole('link', { name, exact: typeof name === 'string' });

/** The sidebar, also while the drawer that holds it is closed. */
const sectionsNavEvenHidden = (page: Page): Locator =>
  page.getByRole('navigation', {
    name: /^(Secciones del panel|Panel sections|Sections du panneau)$/,
    includeHidden: true,
  });

/** Every section link of the sidebar, also while the drawer that holds them is closed. */
export const allSectionLinks = (page: Page): Locator =>
  sectionsNavEvenHidden(page).getByRole('link', { includeHidden: true });

/** A section's link, also while the drawer that holds it is closed. */
const currentLink = (page: Page, name: string | RegExp): Locator =>
  sectionsNavEvenHidden(page).getByRole('link', {
    name,
    exact: typeof name === 'string',
    includeHidden: true,
  });

/** The button that opens the sidebar's drawer on a narrow screen. */
export const sectionsButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^(Secciones|Sections)$/ });

/** The open section: the region named after it beside the sidebar. */
export const sectionRegion = (page: Page, name: string | RegExp): Locator =>
  page
    .locator('section.panel__content')
    .and(page.getByRole('region', { name, exact: typeof name === 'string' }));

/**
 * Opens a section through the sidebar, as a user would: on a phone, the drawer first. Waits for
 * the panel (the gate answers first) up to `timeout`.
 */
export async function openSection(
  page: Page,
  name: string | RegExp,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  const link = sectionLink(page, name);
  const button = sectionsButton(page);
  await expect(link.or(button).first()).toBeVisible({ timeout });
  if (!(await link.isVisible())) await button.click();
  await link.click();
  await expect(currentLink(page, name)).toHaveAttribute('aria-current', 'page');
}

/** The same from the keyboard: focus, then Enter (the drawer's button first on a phone). */
export async function openSectionByKeyboard(
  page: Page,
  name: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  const link = sectionLink(page, name);
  const button = sectionsButton(page);
  await expect(link.or(button).first()).toBeVisible({ timeout });
  if (!(await link.isVisible())) {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(currentLink(page, name)).toHaveAttribute('aria-current', 'page');
}
