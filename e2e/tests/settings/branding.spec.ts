import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The branding tab (superadmin): every field by its type, 'Guardar todo', one language's
// overrides, the versions; what is saved is what the public site reads.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

type Effective = { branding: { contact: { phone: string }; company: { tagline: string } } };
const effective = async (page: Page, locale: 'es' | 'fr'): Promise<Effective['branding']> =>
  (
    (await (
      await page.request.get(`${URLS.web}/api/bss-effective?locale=${locale}`)
    ).json()) as Effective
  ).branding;

async function openBranding(page: Page, who = OWNER) {
  await signInToAdmin(page, who.email, who.password);
  const tab = page.getByRole('tab', { name: 'Marca' });
  await expect(tab).toBeVisible({ timeout: 30_000 });
  await tab.click();
}

async function savePhone(page: Page, phone: string) {
  const contact = page.locator('details', {
    has: page.locator('summary', { hasText: /^contact$/ }),
  });
  if (!(await contact.evaluate((d) => (d as HTMLDetailsElement).open)))
    await contact.locator('summary').click();
  await contact.getByLabel('phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Guardar todo' }).click();
  await expect(page.getByText('Marca guardada.').first()).toBeVisible();
  await expect.poll(async () => (await effective(page, 'es')).contact.phone).toBe(phone);
}

test.describe('the branding tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone a superadmin changes the phone for every language, then restores it', async ({
    page,
  }) => {
    test.slow();
    const before = (await effective(page, 'es')).contact.phone;
    const tail = String(Date.now()).slice(-4);
    const [first, second] = [`+1 416 555 ${tail}`, `+1 416 556 ${tail}`];
    await openBranding(page);
    await expect(page.getByRole('button', { name: 'Guardar todo' })).toBeDisabled({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);

    await savePhone(page, first);
    // With a section open (its nested groups, lists and their buttons) axe is still clean.
    await expectNoAxeViolations(page);
    await savePhone(page, second);
    expect((await effective(page, 'fr')).contact.phone).toBe(second);

    // The effective view says the phone is saved, not a default.
    await page.getByLabel('Ver la vista efectiva (de dónde viene cada valor)').check();
    const row = page.getByRole('table', { name: 'Vista efectiva' }).getByRole('row', {
      name: /contact\.phone/,
    });
    await expect(row).toContainText('Guardado');

    // The version before the last save brings the first phone back.
    const versions = page.getByRole('region', { name: 'Versiones', exact: true });
    await versions.getByRole('listitem').nth(1).getByRole('button').first().click();
    await versions.getByRole('button', { name: 'Restaurar esta versión' }).click();
    await expect(page.getByText('Versión restaurada.').first()).toBeVisible();
    await expect.poll(async () => (await effective(page, 'es')).contact.phone).toBe(first);
    // The tenant's own phone again: other specs (the assistant's answers) read it.
    await savePhone(page, before);
  });

  test('a French tagline changes only the French site', async ({ page }) => {
    const spanish = (await effective(page, 'es')).company.tagline;
    const tagline = `La meilleure cantina ${Date.now()}`;
    await openBranding(page);
    await page.getByLabel('Idioma que editas').selectOption('fr');
    const company = page.locator('details', {
      has: page.locator('summary', { hasText: /^company$/ }),
    });
    await company.locator('summary').click();
    await company.getByLabel('tagline', { exact: true }).fill(tagline);
    await page.getByRole('button', { name: 'Guardar todo' }).click();
    await expect(page.getByText('Marca guardada.').first()).toBeVisible();
    await expect.poll(async () => (await effective(page, 'fr')).company.tagline).toBe(tagline);
    expect((await effective(page, 'es')).company.tagline).toBe(spanish);
  });

  test('an admin who is not superadmin is told the tab is restricted', async ({ page }) => {
    await openBranding(page, STAFF);
    await expect(page.getByRole('alert')).toHaveText('Acceso restringido: solo Superadmin.');
    await expect(page.getByRole('button', { name: 'Guardar todo' })).toHaveCount(0);
  });
});
