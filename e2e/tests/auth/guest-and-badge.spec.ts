import { expect, test, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { accountEntries, badge, expectSignedOutBadge } from '../../support/auth-pages.js';

// Calls to the Auth service (the emulator's REST paths) and the chunk holding the Firebase SDK.
const IDENTITY =
  /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|firebase-session-[^/]+\.js$/;

/** Every identity request the page makes from now on. */
function watchIdentity(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (IDENTITY.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('sessions on demand, user badge and footer entries', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('reading the site needs no identity: no SDK, no Auth request, signed-out badge and entries', async ({
    page,
  }) => {
    const identity = watchIdentity(page);
    await page.goto('/es');
    await expectSignedOutBadge(page);
    await expect(accountEntries(page)).toHaveText(['Invitado', 'Iniciar sesión']);
    await expect(
      accountEntries(page).getByRole('link', { name: 'Iniciar sesión' }),
    ).toHaveAttribute('href', '/es/login?next=%2Fes');
    await page.waitForLoadState('networkidle');
    await page.goto('/en/blog');
    await expect(badge(page, 'Session').getByText('no auth')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(identity).toEqual([]);
  });

  test('Guest in the footer starts a session; the returning visitor gets it back at load', async ({
    page,
  }) => {
    await page.goto('/es/menus');
    await expectSignedOutBadge(page);
    await accountEntries(page).getByRole('button', { name: 'Invitado' }).click();
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
    await expect(page).toHaveURL(/\/es\/menus$/);

    // A later visit: the stored session comes back without the visitor doing anything.
    await page.reload();
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
  });

  test('Sign out in the footer ends the guest session on /logout-complete; later visits load no identity again', async ({
    page,
  }) => {
    await page.goto('/en');
    await accountEntries(page).getByRole('button', { name: 'Guest' }).click();
    await expect(badge(page, 'Session')).toContainText('user');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/logout-complete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(page.getByText('You have signed out successfully.')).toBeVisible();

    await page.goto('/en');
    await expect(badge(page, 'Session').getByText('no auth')).toHaveAttribute(
      'title',
      'not signed in',
    );
    await expect(accountEntries(page)).toHaveText(['Guest', 'Sign in']);

    const identity = watchIdentity(page);
    await page.reload();
    await expect(badge(page, 'Session').getByText('no auth')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(identity).toEqual([]);
  });

  test('guest entry from the sign-in card goes to the localized next page', async ({ page }) => {
    await page.goto('/es/login?next=/menus');
    // A path without locale is localized in place before it is followed.
    await expect(page).toHaveURL(/\/es\/login\?next=%2Fes%2Fmenus$/);
    await expectSignedOutBadge(page);
    await page.getByRole('button', { name: 'Entrar como invitado' }).click();
    await expect(page).toHaveURL(/\/es\/menus$/);
    await expect(badge(page)).toContainText('usuario');
    await expect(accountEntries(page)).toHaveText(['Iniciar sesión', 'Cerrar sesión']);
  });

  test('a guest on the sign-in card sees the session and "Salir", and is not redirected', async ({
    page,
  }) => {
    await page.goto('/es');
    await accountEntries(page).getByRole('button', { name: 'Invitado' }).click();
    await expect(badge(page)).toContainText('usuario');
    await page.goto('/es/login');
    await expect(page.getByText(/^Sesión: Invitado \(.+\)$/)).toBeVisible();
    await expect(page).toHaveURL(/\/es\/login$/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByRole('button', { name: 'Entrar como invitado' })).toBeVisible();
    await expectSignedOutBadge(page);
  });
});
