import { expect, test } from '@playwright/test';
import {
  createAccount,
  deleteAccountByEmail,
  lookupAccount,
  verificationLinkFor,
} from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import {
  accountEntries,
  badge,
  expectSignedOutBadge,
  pageIdToken,
  signInToAdmin,
  submitEmailForm,
} from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';
import { sectionsNav } from '../../support/admin-nav.js';

// The one test that reuses a fixed account: staff@example.com is an admin e-mail on the
// stack, so signing it up again shows the role following verification. It is left as the
// stack created it (verified, same password and name) whatever happens.
const STAFF = { email: 'staff@example.com', password: 'cantina-staff', displayName: 'Staff' };

async function restoreStaff() {
  await deleteAccountByEmail(STAFF.email);
  await createAccount(STAFF.email, STAFF.password, true);
  const account = await lookupAccount(STAFF.email);
  await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/projects/demo-restaurant/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account?.localId, displayName: STAFF.displayName }),
    },
  );
}

test.describe('e-mail sign-up, verification and the role', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
    await deleteAccountByEmail(STAFF.email);
  });
  test.afterEach(restoreStaff);

  test('staff@example.com signs up as a user and becomes admin once verified', async ({
    page,
    request,
  }) => {
    const role = async () => {
      const res = await request.get(`${URLS.web}/api/acl/role`, {
        headers: { authorization: `Bearer ${await pageIdToken(page)}` },
      });
      return ((await res.json()) as { role: string }).role;
    };

    await page.goto('/es/login?next=/es/menus');
    // The sign-in page starts the identity SDK; nobody is signed in yet.
    await expectSignedOutBadge(page);
    await submitEmailForm(page, STAFF.email, STAFF.password, 'Crear cuenta');

    await expect(page.getByRole('status').filter({ hasText: 'Cuenta creada' })).toHaveText(
      'Cuenta creada. Revisa tu email para verificar la cuenta.',
    );
    await expect(page).toHaveURL(/\/es\/login\?next=\/es\/menus$/);
    await expect(badge(page)).toContainText(STAFF.email);
    await expect(accountEntries(page)).toHaveText(['Cuenta', 'Cerrar sesión']);
    await expect.poll(role).toBe('user');

    // Unverified, the back office turns the account away.
    const admin = await page.context().newPage();
    await signInToAdmin(admin, STAFF.email, STAFF.password);
    await expect(
      admin.getByRole('heading', { name: 'No tienes permisos para ver este panel.' }),
    ).toBeVisible();

    // The verification e-mail's link, as the emulator recorded it.
    const link = await verificationLinkFor(STAFF.email);
    expect(link).toBeTruthy();
    const verify = await request.get(link ?? '');
    expect(verify.ok()).toBe(true);
    expect((await lookupAccount(STAFF.email))?.emailVerified).toBe(true);

    // Coming back to the tab re-checks the account; the fresh token carries the verification.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(accountEntries(page)).toHaveText(['Cuenta', 'Admin', 'Cerrar sesión']);
    await expect.poll(role).toBe('admin');

    await admin.getByRole('button', { name: 'Usar otra cuenta' }).click();
    await signInToAdmin(admin, STAFF.email, STAFF.password);
    await expect(sectionsNav(admin)).toBeVisible();
  });
});
