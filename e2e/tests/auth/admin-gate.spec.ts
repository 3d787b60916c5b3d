import { expect, test } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionLink, sectionRegion, sectionsNav } from '../../support/admin-nav.js';

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

test.describe('the back office access gate (admin port)', () => {
  // An English browser: the panel's own language (Spanish until changed) must still win.
  test.use({ locale: 'en-US' });

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('signed out: "Acceso de Controlador", the note, a home link and the local form', async ({
    page,
  }) => {
    await page.goto(`${URLS.admin}/admin`);
    await expect(page.getByRole('button', { name: 'Acceso de Controlador' })).toBeVisible();
    await expect(page.getByText('Este panel es solo para cuentas autorizadas.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      `${URLS.web}/es`,
    );
    await expect(page.getByRole('form', { name: 'Cuentas locales' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Sesión', exact: true }).getByText('no auth'),
    ).toHaveAttribute('title', 'no autenticado');
    await expectNoAxeViolations(page);
  });

  test('admin (staff): the panel opens; branding is for the superadmin only', async ({ page }) => {
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await expect(sectionsNav(page)).toBeVisible();
    // The superadmin's sections are not offered; their address still says they are not for staff.
    await expect(sectionLink(page, 'Hoy')).toBeVisible();
    await expect(sectionLink(page, 'Marca')).toHaveCount(0);
    await expect(sectionLink(page, 'Control de acceso')).toHaveCount(0);
    await page.goto(`${URLS.admin}/admin/branding`);
    await expect(sectionRegion(page, 'Marca')).toContainText(
      'Acceso restringido: solo Superadmin.',
    );
    await expect(page.getByRole('group', { name: 'Sesión', exact: true })).toContainText(
      STAFF.email,
    );
  });

  test('superadmin (owner): the branding content is shown', async ({ page }) => {
    await signInToAdmin(page, OWNER.email, OWNER.password);
    await openSection(page, 'Marca');
    const panel = sectionRegion(page, 'Marca');
    await expect(panel.getByRole('heading', { name: 'Marca', level: 2 })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Guardar todo' })).toBeVisible();
    await expect(page.getByText('Acceso restringido: solo Superadmin.')).toHaveCount(0);
  });

  test('a verified plain user is denied, with the server text', async ({ page, request }) => {
    const email = uniqueEmail('plain');
    await createAccount(email, 'plain-pass-1', true);
    const answer = await request.get(`${URLS.admin}/api/admin/ai-agents/default`, {
      headers: { authorization: `Bearer ${await idTokenFor(email, 'plain-pass-1')}` },
    });
    expect(answer.status()).toBe(403);

    // The text the server gave the page itself, asked in the panel's language (x-locale), not
    // the browser's (en-US here): the panel is in Spanish, so is the server's sentence.
    const pageAnswer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/admin/ai-agents/default',
    );
    await signInToAdmin(page, email, 'plain-pass-1');
    const shownText = ((await (await pageAnswer).json()) as { error: { message: string } }).error
      .message;
    expect(shownText).toBe('Permisos insuficientes o token inválido.');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'No tienes permisos para ver este panel.' }),
    ).toBeVisible();
    await expect(alert).toContainText(shownText);
    await expect(sectionsNav(page)).toHaveCount(0);

    // Switching the panel to French asks again: heading and server text both in French.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await expect(
      alert.getByRole('heading', { name: "Vous n'avez pas l'autorisation de voir ce panneau." }),
    ).toBeVisible();
    await expect(alert).toContainText('Permissions insuffisantes ou jeton invalide.');
    await expect(alert).not.toContainText(shownText);
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('es');
    await expect(alert).toContainText(shownText);

    // Sign-out clears the session and the verdict: back to the signed-out gate.
    await page.getByRole('button', { name: 'Usar otra cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Acceso de Controlador' })).toBeVisible();
  });
});
