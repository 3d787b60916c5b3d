import { expect, type Page, test } from '@playwright/test';
import { signInToAdmin } from '../../support/auth-pages.js';
import { hydrated } from '../../support/fixtures.js';
import { mailsTo, waitForMail } from '../../support/mail-box.js';
import { openSection } from '../../support/admin-nav.js';

// Signing up an address that is already on the list answers exactly as a first signup does (it
// never tells whether the address is there) but renames nobody and sends no second mail.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/es/landingesp');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Suscríbete' });
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('status')).toHaveText('Revisa tu correo y confirma tu suscripción.');
}

test('a duplicate signup from the landing form leaves the stored name and sends no second mail', async ({
  page,
}) => {
  const email = `dup-${Date.now()}@example.com`;
  await signUp(page, 'Ana Original', email);
  await waitForMail(email);
  await signUp(page, 'Otra Persona', email.toUpperCase());

  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, 'Reservas');
  await page.getByRole('tab', { name: 'Suscriptores' }).click();
  const rows = page
    .getByRole('table', { name: /suscriptor/ })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ana Original');
  await expect(rows).not.toContainText('Otra Persona');
  // The second signup's answer came after its mail would have been sent (the API waits for it).
  expect(await mailsTo(email)).toHaveLength(1);
});
