import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

// The environment section of the settings tab (superadmin only): one input per declared
// variable, secrets masked, extra variables, 'Guardar ENV' and its two alerts, the versions with
// their differences and a restore. Everything through the real API and its sealed store.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

async function openSettings(page: Page, who: { email: string; password: string }) {
  await signInToAdmin(page, who.email, who.password);
  await openTab(page);
}

/** After a reload the session is still there: the tab again. */
async function openTab(page: Page) {
  await openSection(page, 'Ajustes');
}

const section = (page: Page) => page.getByRole('region', { name: 'Variables de entorno' });

test.describe('the environment section', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone a superadmin saves a secret and an extra variable, then restores the old secret', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now();
    const first = `vapid-e2e-first-${stamp}-1111`;
    const second = `vapid-e2e-second-${stamp}-2222`;
    await openSettings(page, OWNER);
    const env = section(page);
    await expect(env.getByRole('heading', { name: 'Variables de entorno' })).toBeVisible({
      timeout: 30_000,
    });
    const secret = env.getByLabel('VAPID_PRIVATE_KEY');
    await expect(secret).toHaveAttribute('type', 'password');

    // A secret and an extra variable; 'Guardar ENV' answers with the spec's alert.
    await secret.fill(first);
    const extraName = `E2E_EXTRA_${stamp}`;
    await env.getByRole('button', { name: 'Añadir variable' }).click();
    const rows = env.getByRole('group', { name: 'Variables adicionales' }).getByRole('listitem');
    await rows.last().getByLabel('Nombre').fill(extraName);
    await rows.last().getByLabel('Valor').fill('hola');
    await env.getByRole('button', { name: 'Guardar ENV' }).click();
    await expect(
      env.getByRole('alert').filter({ hasText: 'ENV guardadas y registradas.' }),
    ).toBeVisible();

    // After a reload the secret shows only its last four characters; the extra is there.
    await page.reload();
    await openTab(page);
    await expect(
      section(page).getByText('Secreto guardado: ••••1111.', { exact: false }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      section(page)
        .getByRole('group', { name: 'Variables adicionales' })
        .getByLabel('Nombre')
        .last(),
    ).toHaveValue(extraName);
    await expect(page.locator('body')).not.toContainText(first);

    // A second secret, then the first version back.
    await section(page).getByLabel('VAPID_PRIVATE_KEY').fill(second);
    await section(page).getByRole('button', { name: 'Guardar ENV' }).click();
    await expect(
      section(page).getByRole('alert').filter({ hasText: 'ENV guardadas y registradas.' }),
    ).toBeVisible();
    await expect(
      section(page).getByText('Secreto guardado: ••••2222.', { exact: false }),
    ).toBeVisible();

    const versions = section(page).getByRole('region', { name: 'Versiones guardadas' });
    const older = versions.getByRole('listitem').nth(1);
    await older.getByRole('button', { name: 'Ver diferencias' }).click();
    const diff = older.getByRole('table', { name: 'Diferencias con lo guardado ahora' });
    await expect(diff.getByRole('row', { name: /VAPID_PRIVATE_KEY/ })).toContainText('••••1111');
    await expect(diff.getByRole('row', { name: /VAPID_PRIVATE_KEY/ })).toContainText('••••2222');
    await expectNoAxeViolations(page);

    await older.getByRole('button', { name: 'Restaurar…' }).click();
    await older.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await expect(versions.getByRole('alert')).toHaveText('Versión restaurada.');
    await expect(
      section(page).getByText('Secreto guardado: ••••1111.', { exact: false }),
    ).toBeVisible();
  });

  test('an extra named like a required variable is refused and nothing is saved', async ({
    page,
  }) => {
    await openSettings(page, OWNER);
    const env = section(page);
    await expect(env.getByRole('button', { name: 'Guardar ENV' })).toBeVisible({ timeout: 30_000 });
    const versions = env.getByRole('region', { name: 'Versiones guardadas' });
    // Count once the list has answered (while it loads it shows "Cargando…" and no item).
    await expect(versions).toBeVisible();
    await expect(versions.getByText(/^Cargando/)).toHaveCount(0, { timeout: 30_000 });
    const before = await versions.getByRole('listitem').count();

    await env.getByRole('button', { name: 'Añadir variable' }).click();
    const row = env
      .getByRole('group', { name: 'Variables adicionales' })
      .getByRole('listitem')
      .last();
    await row.getByLabel('Nombre').fill('CACHE_HOURS');
    await row.getByLabel('Valor').fill('3');
    await env.getByRole('button', { name: 'Guardar ENV' }).click();
    await expect(row.getByRole('alert')).toHaveText('Ya existe como requerida.');
    await expect(env.getByText('ENV guardadas y registradas.')).toHaveCount(0);
    await page.reload();
    await openTab(page);
    await expect(
      section(page).getByRole('region', { name: 'Versiones guardadas' }).getByRole('listitem'),
    ).toHaveCount(before, { timeout: 30_000 });
  });

  test('an admin who is not superadmin does not see the section', async ({ page }) => {
    await openSettings(page, STAFF);
    await expect(sectionRegion(page, 'Ajustes')).toContainText('Funciones activas', {
      timeout: 30_000,
    });
    await expect(section(page)).toHaveCount(0);
    await expect(page.getByText('Guardar ENV')).toHaveCount(0);
  });
});
