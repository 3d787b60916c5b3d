import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { idTokenFor } from '../../support/auth-emulator.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionLink } from '../../support/admin-nav.js';

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
  await openSection(page, 'Marca');
}

async function savePhone(page: Page, phone: string) {
  await page.getByLabel('Teléfono', { exact: true }).fill(phone);
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
    // Restoring asks first (what is stored now is replaced).
    await page
      .getByRole('alertdialog', { name: '¿Restaurar esta versión?' })
      .getByRole('button', { name: 'Restaurar esta versión' })
      .click();
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
    await page.getByLabel('Lema', { exact: true }).fill(tagline);
    await page.getByRole('button', { name: 'Guardar todo' }).click();
    await expect(page.getByText('Marca guardada.').first()).toBeVisible();
    await expect.poll(async () => (await effective(page, 'fr')).company.tagline).toBe(tagline);
    expect((await effective(page, 'es')).company.tagline).toBe(spanish);
  });

  test('the weekly hours grid and the holiday calendar reach the about page; a wrong e-mail stores nothing', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await idTokenFor(OWNER.email, OWNER.password);
    const stored = (await (
      await request.get(`${URLS.web}/api/admin/branding`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { branding: { schedule: unknown; holidays: unknown; contact: unknown } };
    const holiday = `Día de la cantina ${String(Date.now()).slice(-5)}`;
    try {
      await openBranding(page);
      const hours = page.getByRole('group', { name: 'Horario semanal' });
      await expect(hours).toBeVisible({ timeout: 30_000 });

      // A wrong e-mail is told next to its field, and the save stores nothing.
      const email = page.getByLabel('Correo electrónico', { exact: true });
      const emailBefore = await email.inputValue();
      await email.fill('hola@');
      await expect(page.getByText('Escribe un correo válido.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Guardar todo' }).click();
      await expect(
        page.getByText('Corrige los campos marcados antes de guardar.').first(),
      ).toBeVisible();
      await email.fill(emailBefore);

      await hours.getByLabel('Cerrado el lunes').uncheck();
      await hours.getByLabel('Abre el lunes').fill('18:00');
      await hours.getByLabel('Cierra el lunes').fill('23:30');
      const holidays = page.getByRole('group', { name: 'Días festivos' });
      await holidays.getByRole('button', { name: 'Añadir festivo' }).click();
      const count = await holidays.getByRole('listitem').count();
      await holidays.getByLabel(`Nombre del festivo ${count}`).fill(holiday);
      await holidays.getByLabel(`Fecha del festivo ${count}`).fill('2027-05-05');
      await holidays.getByLabel(`Cada año (festivo ${count})`).check();
      await expect(holidays.getByText(/Próxima vez: .*5 de mayo/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Guardar todo' }).click();
      await expect(page.getByText('Marca guardada.').first()).toBeVisible();

      // The guests' about page shows the new Monday and the holiday (within the data's TTL).
      await expect
        .poll(
          async () => {
            await page.goto(`${URLS.web}/es/sobrenosotros`);
            const monday = page.getByRole('row', { name: /^lunes/ });
            await monday.waitFor({ timeout: 15_000 });
            return `${await monday.textContent()} | ${await page.locator('main').textContent()}`;
          },
          { timeout: 60_000 },
        )
        .toMatch(new RegExp(`(18:00|6:00).*(23:30|11:30).*${holiday}`, 's'));
    } finally {
      const restore = await request.patch(`${URLS.web}/api/admin/branding`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          schedule: stored.branding.schedule,
          holidays: stored.branding.holidays,
          contact: stored.branding.contact,
        },
      });
      expect(restore.status()).toBe(200);
    }
  });

  test('an admin who is not superadmin is not offered the tab; its address says it is restricted', async ({
    page,
  }) => {
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await expect(sectionLink(page, 'Ajustes')).toBeVisible({ timeout: 30_000 });
    await expect(sectionLink(page, 'Marca')).toHaveCount(0);
    await page.goto(`${URLS.admin}/admin/branding`);
    await expect(page.getByRole('alert')).toHaveText('Acceso restringido: solo Superadmin.');
    await expect(page.getByRole('button', { name: 'Guardar todo' })).toHaveCount(0);
  });
});
