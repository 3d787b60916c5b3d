import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { idTokenFor } from '../../support/auth-emulator.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

// The theme editor: a colour and a radius change the preview live, save, and the public page's
// served HTML (no JavaScript) wears them; a new theme goes onto "dark" by mouse, another by
// keyboard; styles are copied across three controls. Everything is put back at the end.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
/** RFC 7396 merge patch from `before` to `after`. */
function mergePatch(before: Json, after: Json): Json {
  if (!isObject(before) || !isObject(after)) return after;
  const patch: { [key: string]: Json } = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    patch[key] = key in after ? mergePatch(before[key] ?? null, after[key]!) : null;
  }
  return patch;
}

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const GREEN = '#1f6f3a';

async function adminRead(request: APIRequestContext, path: string, token: string) {
  const answer = await request.get(`${URLS.web}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, Json>;
}

async function dragWithMouse(page: Page, from: string, to: string) {
  const source = page.getByRole('button', { name: from });
  const target = page.getByRole('group', { name: to });
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const a = (await source.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
  // @dnd-kit swallows the document's clicks until a 50 ms timer after a pointer drop (the click
  // that ends a drag is not a click). A person's next click comes later than that; a test's can
  // come before a busy page ran the timer. A 60 ms timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

test.describe('the theme editor', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a colour and a radius: live preview, clamped, saved, served; themes onto dark by mouse and keyboard; copy across controls', async ({
    page,
    request,
  }) => {
    // The served page reuses the tenant's data for up to 30 s: the wait for it is part of the test.
    test.setTimeout(240_000);
    const token = await idTokenFor(OWNER.email, OWNER.password);
    const before = await adminRead(request, '/api/admin/styles', token);
    const settingsBefore = await adminRead(request, '/api/admin/settings', token);
    const aliasesBefore = (settingsBefore['settings'] as { website: { theme: Json } }).website
      .theme as { aliases: Json; initialSlot: Json };
    try {
      await signInToAdmin(page, OWNER.email, OWNER.password);
      await openSection(page, 'Estilos');
      const bar = page.getByRole('toolbar', { name: 'Qué editas' });
      await expect(bar.getByLabel('Control')).toHaveValue('button');
      await expect(bar.getByLabel('Estado')).toHaveValue('rest');
      await expect(
        page.getByRole('heading', { name: 'Temas: CRUD y asignación de aliases (Drag & Drop)' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, { exclude: ['.styles-preview'] });

      // Live: the preview's button follows the colour and the (clamped) radius before any save.
      const lightButton = page.locator('.sp[data-slot="light"] .sp-button').first();
      const table = page.getByRole('table', { name: 'Botón · light · Reposo' });
      await table.getByRole('textbox', { name: 'Fondo', exact: true }).fill(GREEN);
      await table.getByRole('textbox', { name: 'Fondo', exact: true }).press('Tab');
      await expect(lightButton).toHaveCSS('background-color', 'rgb(31, 111, 58)');
      const radius = table.getByRole('spinbutton', { name: 'Radio' });
      await radius.fill('100');
      await radius.press('Enter');
      await expect(radius).toHaveValue('40');
      await expect(lightButton).toHaveCSS('border-top-left-radius', '40px');

      // A new theme, dragged onto dark with the mouse; light's own theme onto dark by keyboard.
      await page.getByLabel('Nuevo tema (copia de light)').fill('noche');
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(page.getByText('Tema «noche» creado.')).toBeVisible();
      await dragWithMouse(
        page,
        'Tema noche: arrástralo a un modo',
        'Modo oscuro: suelta aquí un tema',
      );
      const dark = page.getByRole('group', { name: 'Modo oscuro: suelta aquí un tema' });
      await expect(dark).toContainText('noche');
      await page.getByRole('button', { name: 'Guardar todo' }).click();
      // The toasts' region: a failure names what it said instead.
      const toasts = page.getByRole('region', { name: 'Notificaciones (F8)' });
      await expect(toasts).toContainText('Estilos guardados.');
      await expect(toasts).toContainText('Configuración de alias e initial slot guardada');
      const saved = await adminRead(request, '/api/admin/settings', token);
      expect(JSON.stringify(saved)).toContain('"dark":"noche"');

      // Each step waits for @dnd-kit to have taken the previous one, as a keyboard user sees the
      // chip lifted and the slot under it: keys sent before the sensor listens are lost.
      const chip = page.getByRole('button', { name: 'Tema light: arrástralo a un modo' });
      await chip.focus();
      await page.keyboard.press('Space');
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(dark).toHaveAttribute('data-over', 'true', { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Space');
      await expect(dark).toContainText('light');

      // The served page (no JavaScript) wears the saved colour in its theme sheet.
      await expect
        .poll(async () => (await request.get(`${URLS.web}/es`)).text(), { timeout: 45_000 })
        .toContain(`--button-rest-bg:${GREEN}`);

      // Copy: an empty selection is told; button's background onto input, select and label.
      const copy = page.getByRole('region', {
        name: 'Heredar / Copiar estilos a múltiples controles',
      });
      await copy.getByRole('button', { name: 'Copiar estilos' }).click();
      await expect(
        copy.getByText('Selecciona fuente, al menos un destino, propiedades y estados.'),
      ).toBeVisible();
      await copy.getByLabel('Control de origen').selectOption('button');
      const targets = copy.getByRole('group', { name: 'Controles de destino' });
      // The built-in controls are named in the panel's words ("label" is "Etiqueta de campo").
      const named = [
        ['input', 'Campo de texto'],
        ['select', 'Lista desplegable'],
        ['label', 'Etiqueta de campo'],
      ] as const;
      for (const [, name] of named)
        await targets.getByRole('checkbox', { name, exact: true }).check();
      await copy
        .getByRole('group', { name: 'Propiedades' })
        .getByRole('checkbox', { name: 'Fondo' })
        .check();
      await copy.getByRole('button', { name: 'Copiar estilos' }).click();
      await expect(copy.getByText('Estilos copiados.')).toBeVisible();
      for (const [control, name] of named) {
        await bar.getByLabel('Control').selectOption(control);
        await expect(
          page
            .getByRole('table', { name: `${name} · light · Reposo` })
            .getByRole('textbox', { name: 'Fondo', exact: true }),
        ).toHaveValue(GREEN);
      }
    } finally {
      const restoreSettings = await request.patch(`${URLS.web}/api/admin/settings`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          website: {
            theme: { aliases: aliasesBefore.aliases, initialSlot: aliasesBefore.initialSlot },
          },
        },
      });
      expect(restoreSettings.status()).toBe(200);
      const now = await adminRead(request, '/api/admin/styles', token);
      const restoreStyles = await request.patch(`${URLS.web}/api/admin/styles`, {
        headers: { authorization: `Bearer ${token}` },
        data: mergePatch(now['styles']!, before['styles']!),
      });
      expect(restoreStyles.status()).toBe(200);
    }
  });
});
