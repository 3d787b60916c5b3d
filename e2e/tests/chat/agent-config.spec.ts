import { expect, type Page, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSectionByKeyboard } from '../../support/admin-nav.js';

// The back office's AI agent configuration screen saves what the guest's chat widget then shows,
// and the assistant's feature flag takes the widget off every page.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

const launcher = (page: Page) => page.getByRole('button', { name: 'Abrir el chat' });

async function openAgentTab(page: Page): Promise<void> {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  // The panel's sidebar (a drawer on a phone), reached from the keyboard.
  await openSectionByKeyboard(page, 'Agente IA');
  await expect(page.getByRole('form', { name: 'Configuración del agente de IA' })).toBeVisible();
}

test.describe('the AI agent tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone staff change the welcome with the keyboard only; the guest’s chat shows it', async ({
    page,
  }, testInfo) => {
    // Signing in, a form of some seventy fields under axe, then the guest's page: a long path.
    test.slow();
    const greeting = `¡Bienvenidos a la cantina! (${testInfo.project.name} ${Date.now()})`;
    await openAgentTab(page);
    const form = page.getByRole('form', { name: 'Configuración del agente de IA' });

    // Both sections are collapsible from the keyboard.
    const content = form.locator('summary', { hasText: 'Contenido del agente' });
    await content.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Saludo')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Saludo')).toBeVisible();

    // Every field the spec lists is on the screen.
    for (const label of [
      'Nombre visible',
      'Mensaje de bienvenida',
      'Dominio del sitio',
      'Idiomas (separados por comas)',
      'Pedir datos de contacto',
      'Tokens máximos',
      'Radio de esquinas (radius)',
      'Ruta del favicon',
      'URL de Instagram',
      'Tokens máximos del chat',
      'Respuesta cuando no sabe',
    ])
      await expect(form.getByLabel(label, { exact: true }).first()).toBeVisible();

    // Spanish texts are shown first; the greeting is replaced with the keyboard.
    const field = form.getByLabel('Saludo');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`<b>${greeting}</b>`);
    // The save is held a moment on its way, so its 'Guardando…' state can be seen.
    await page.route('**/api/admin/ai-agents/default/config', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/admin/ai-agents/default/config') && r.request().method() === 'PUT',
    );
    await page.keyboard.press('ControlOrMeta+S');
    await expect(form.getByRole('button', { name: 'Guardando…' }).first()).toBeDisabled();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('✓ Guardado', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar todo' }).first()).toBeEnabled();
    // Markup is stripped on save, and the form shows what is stored.
    await expect(field).toHaveValue(greeting);
    await expectNoAxeViolations(page);

    // The guest's widget opens with the new greeting.
    await page.goto(`${URLS.web}/es`);
    await launcher(page).click();
    await expect(page.getByRole('dialog').getByRole('log')).toContainText(greeting);
  });

  test('with the assistant switched off there is no chat button on any page, and the chat refuses', async ({
    page,
    request,
  }) => {
    const token = await idTokenFor(STAFF.email, STAFF.password);
    const setFlag = async (on: boolean) => {
      const res = await request.patch(`${URLS.admin}/api/admin/settings`, {
        headers: { authorization: `Bearer ${token}` },
        data: { faculties: { agentAI: on } },
      });
      expect(res.status()).toBe(200);
    };

    // On (the default): the button comes once the page has loaded.
    await page.goto(`${URLS.web}/es`);
    await expect(launcher(page)).toBeVisible();

    await setFlag(false);
    try {
      for (const path of ['/es', '/es/menus', '/en/blog', '/fr/sobrenosotros']) {
        const setup = page.waitForResponse((r) => r.url().includes('/api/ai-chat/config'));
        await page.goto(`${URLS.web}${path}`);
        expect(await (await setup).json()).toMatchObject({ enabled: false });
        // The widget decided with the setup in hand: give it a moment to (not) render.
        await page.waitForTimeout(300);
        await expect(page.getByRole('button', { name: /chat|clavardage/i })).toHaveCount(0);
      }
      const refused = await request.post(`${URLS.web}/api/ai-chat`, {
        headers: { 'x-locale': 'es' },
        data: { userMessage: '¿a qué hora abren hoy?', locale: 'es' },
      });
      expect(refused.status()).toBe(404);
      expect(await refused.json()).toEqual({
        error: {
          code: 'CHAT_DISABLED',
          message: 'El asistente no está disponible en este sitio.',
        },
      });
    } finally {
      await setFlag(true);
    }
    await page.goto(`${URLS.web}/es`);
    await expect(launcher(page)).toBeVisible();
  });
});
