import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { accountEntries, badge, expectSignedOutBadge } from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';

// The Auth emulator's provider page stands in for Google's: "Add new account", an e-mail,
// "Sign in with Google.com".
async function chooseNewGoogleAccount(provider: Page, email: string) {
  await expect(provider).toHaveURL(/\/emulator\/auth\/handler\?/);
  await provider.getByRole('button', { name: 'Add new account' }).click();
  await provider.locator('#email-input').fill(email);
  await provider.getByRole('button', { name: 'Sign in with Google.com' }).click();
}

const SAME_SITE_AS_EMULATOR = URLS.web.replace('//localhost:', '//127.0.0.1:');

test.describe('Google sign-in through the emulator', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('popup: the account signs in and the card goes to next', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/es/login?next=/es/galeria');
    await expectSignedOutBadge(page);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Entrar con Google' }).click();
    const popup = await popupOpened;
    await chooseNewGoogleAccount(popup, email);

    await expect(page).toHaveURL(/\/es\/galeria$/);
    await expect(badge(page)).toContainText(email);
    await expect(accountEntries(page)).toHaveText(['Cuenta', 'Cerrar sesión']);
  });

  test('a blocked popup falls back to the redirect flow', async ({ page }) => {
    const email = uniqueEmail('redirect');
    // A popup blocker: window.open gives nothing back.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    // The redirect result travels through the emulator's helper iframe, whose storage Chromium
    // only shares when the iframe is same-site with the page: the emulator runs on 127.0.0.1,
    // so this test opens the site there too (the stack maps that host to the same tenant).
    await page.goto(`${SAME_SITE_AS_EMULATOR}/es/login?next=/es/menus`);
    await expectSignedOutBadge(page);

    await page.getByRole('button', { name: 'Entrar con Google' }).click();
    await expect(page).toHaveURL(/\/emulator\/auth\/handler\?.*authType=signInViaRedirect/);
    await chooseNewGoogleAccount(page, email);

    // Back on the site, the redirect result signs the account in and the card goes to next.
    await expect(page).toHaveURL(`${SAME_SITE_AS_EMULATOR}/es/menus`);
    await expect(badge(page)).toContainText(email);
    await expect(accountEntries(page)).toHaveText(['Cuenta', 'Cerrar sesión']);
  });
});
