import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import {
  accountEntries,
  badge,
  expectSignedOutBadge,
  storedAuthUsers,
} from '../../support/auth-pages.js';

test.describe('kiosk (encuesta)', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('keeps the session in memory only: a reload starts clean', async ({ page }) => {
    await page.goto('/es/encuesta');
    await expectSignedOutBadge(page);
    await page.getByRole('button', { name: 'Empezar como invitado' }).click();
    await expect(badge(page)).toContainText('usuario');
    expect(await storedAuthUsers(page)).toEqual([]);

    await page.reload();
    await expectSignedOutBadge(page);
    await expect(page.getByRole('button', { name: 'Empezar como invitado' })).toBeVisible();
  });

  test('kiosk sign-out wipes stored auth entries and lands on /logout-complete', async ({
    page,
  }) => {
    // A guest session started on a public page is stored (local) and left behind.
    await page.goto('/es');
    await accountEntries(page).getByRole('button', { name: 'Invitado' }).click();
    await expect(badge(page)).toContainText('usuario');
    await expect.poll(async () => (await storedAuthUsers(page)).length).toBe(1);

    await page.goto('/es/encuesta');
    await page.getByRole('button', { name: 'Empezar como invitado' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión del quiosco' }).click();

    await expect(page).toHaveURL(/\/logout-complete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión cerrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/es',
    );
    expect(await storedAuthUsers(page)).toEqual([]);
  });

  test('/logout-complete speaks the remembered language', async ({ page }) => {
    await page.goto('/fr');
    // The language is remembered once the page is live.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
    await page.goto('/logout-complete');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Déconnexion réussie' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});
