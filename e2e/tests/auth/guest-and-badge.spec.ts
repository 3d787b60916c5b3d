import { expect, test, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { accountEntries, badge, expectSignedOutBadge } from '../../support/auth-pages.js';

// The anonymous sign-in the public site tries at start (Auth emulator REST call).
const ANONYMOUS_SIGN_UP = /\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp/;

async function blockAnonymousSignIn(page: Page) {
  await page.route(ANONYMOUS_SIGN_UP, (route) => route.abort());
  return () => page.unroute(ANONYMOUS_SIGN_UP);
}

test.describe('guest sessions, user badge and footer entries', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a visitor gets a guest session at start: badge "usuario", Sign in and Sign out', async ({
    page,
  }) => {
    await page.goto('/es');
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
    await expect(
      accountEntries(page).getByRole('link', { name: 'Iniciar sesión' }),
    ).toHaveAttribute('href', '/es/login?next=%2Fes');
  });

  test('the site carries on without a session when the guest sign-in fails; Guest in the footer starts one', async ({
    page,
  }) => {
    const unblock = await blockAnonymousSignIn(page);
    await page.goto('/es/menus');
    await expectSignedOutBadge(page);
    await expect(accountEntries(page)).toHaveText(['Invitado', 'Iniciar sesión']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await unblock();
    await accountEntries(page).getByRole('button', { name: 'Invitado' }).click();
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
    await expect(page).toHaveURL(/\/es\/menus$/);
  });

  test('Sign out in the footer ends the guest session; it is not restarted on its own', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(badge(page, 'Session')).toContainText('user');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).click();
    await expect(badge(page, 'Session').getByText('no auth')).toHaveAttribute(
      'title',
      'not signed in',
    );
    await expect(accountEntries(page)).toHaveText(['Guest', 'Sign in']);
  });

  test('guest entry from the sign-in card goes to the localized next page', async ({ page }) => {
    const unblock = await blockAnonymousSignIn(page);
    await page.goto('/es/login?next=/menus');
    // A path without locale is localized in place before it is followed.
    await expect(page).toHaveURL(/\/es\/login\?next=%2Fes%2Fmenus$/);
    await expectSignedOutBadge(page);
    await unblock();
    await page.getByRole('button', { name: 'Entrar como invitado' }).click();
    await expect(page).toHaveURL(/\/es\/menus$/);
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
  });

  test('a guest on the sign-in card sees the session and "Salir", and is not redirected', async ({
    page,
  }) => {
    await page.goto('/es/login');
    await expect(page.getByText(/^Sesión: Invitado \(.+\)$/)).toBeVisible();
    await expect(page).toHaveURL(/\/es\/login$/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByRole('button', { name: 'Entrar como invitado' })).toBeVisible();
    await expectSignedOutBadge(page);
  });
});
