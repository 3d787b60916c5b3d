import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { AxeBuilder } from '@axe-core/playwright';
import { URLS } from '../../support/ports.js';
import { drawPng } from '../../support/pictures.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

/**
 * axe-core on the gallery tab and any open dialog (the panel's page as a whole has no level-one
 * heading yet, which is the shell's, not this tab's).
 */
async function expectTabAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('section.panel__content')
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

type Picture = { id: string; alt: string; src: string };
const publicGallery = async (request: APIRequestContext, locale = 'es'): Promise<Picture[]> => {
  const answer = await request.get(`${URLS.web}/api/gallery?locale=${locale}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Picture[] }).items;
};

test.describe('the back office gallery tab', () => {
  test.beforeEach(async ({ context }) => {
    // Sign-in, an upload with its variants and several saves: more than the default 45 s on a
    // loaded machine.
    test.setTimeout(120_000);
    await routeExternalHosts(context);
  });

  test('staff upload a picture, write its alt texts, reorder it by keyboard, hide it and delete it', async ({
    page,
    request,
  }) => {
    const before = await publicGallery(request);
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Galería');
    const panel = sectionRegion(page, 'Galería');
    await expect(panel.getByRole('heading', { name: 'Galería' })).toBeVisible();
    const list = panel.getByRole('list', { name: 'Fotos de la galería' });
    await expect(list.getByRole('listitem')).toHaveCount(before.length);
    await expectTabAxeClean(page);

    // Upload: through the API's image pipeline; the new picture comes last, with no alt text yet.
    const png = await drawPng(page, { width: 900, height: 700, colors: ['#14532d', '#facc15'] });
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'patio.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const untitled = `Foto ${before.length + 1} sin texto alternativo`;
    await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);
    await expect(list.getByText(untitled, { exact: true })).toBeVisible();
    await expect(list.getByText('Falta el texto alternativo: es, en, fr')).toBeVisible();

    // A text file is refused with the API's translated message.
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText(/Solo se aceptan imágenes/).first()).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);

    // Alt texts and captions per language on the editor kit.
    await panel.getByRole('button', { name: `Editar: ${untitled}` }).click();
    const editor = panel.getByRole('form', { name: /Editar/ });
    const group = (legend: string) => editor.getByRole('group', { name: legend });
    await group('Español').getByLabel('Texto alternativo').fill('La terraza al atardecer');
    await group('Inglés').getByLabel('Texto alternativo').fill('The terrace at sunset');
    await group('Francés').getByLabel('Texto alternativo').fill('La terrasse au coucher du soleil');
    await group('Francés').getByLabel('Pie de foto').fill('Terrasse');
    await expectTabAxeClean(page);
    await editor.getByRole('button', { name: 'Guardar' }).first().click();
    await expect(list.getByText('La terraza al atardecer', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    const guests = await publicGallery(request, 'fr');
    expect(guests.at(-1)?.alt).toBe('La terrasse au coucher du soleil');
    const id = guests.at(-1)!.id;

    // Keyboard reorder (@dnd-kit): Space lifts, ArrowUp moves, Space drops.
    const handle = list.getByRole('button', { name: 'Mover La terraza al atardecer' });
    await handle.focus();
    // Each step waits for @dnd-kit to have taken the previous one (lifted, then over the
    // picture above), as a screen reader user hears it: a drop sent before the move is measured
    // lands where it started.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // Over the picture above, as the announcement names it (not over itself), before the drop.
    const overAnother = new RegExp(`moved over droppable area (?!${id}\\.)`);
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(announced).toContainText(overAnother, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await publicGallery(request)).map((p) => p.id).indexOf(id))
      .toBe(before.length - 1);

    // Hidden: out of the guests' gallery, still in the tab.
    await list.getByRole('button', { name: 'Ocultar: La terraza al atardecer' }).click();
    await expect(list.getByText('Subida · oculta', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await publicGallery(request)).map((p) => p.id))
      .not.toContain(id);

    // Delete asks first; Cancel keeps it, Delete removes it and its uploaded file.
    await list.getByRole('button', { name: 'Eliminar: La terraza al atardecer' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la foto?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);
    await list.getByRole('button', { name: 'Eliminar: La terraza al atardecer' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(before.length);
    // "Deshacer" gives it back; deleting again and closing the notice sends the delete.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(before.length + 1);
    await expect(
      list.getByRole('button', { name: 'Eliminar: La terraza al atardecer' }),
    ).toBeVisible();
    await list.getByRole('button', { name: 'Eliminar: La terraza al atardecer' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(before.length);
    await page.getByText('«La terraza al atardecer» eliminado.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cerrar aviso' }).last().click();
    await expect
      .poll(async () => (await publicGallery(request)).map((p) => p.id))
      .toEqual(before.map((p) => p.id));
  });

  test('staff add a catalogue picture from the picker', async ({ page, request }) => {
    const before = await publicGallery(request, 'en');
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Galería');
    const panel = sectionRegion(page, 'Galería');
    const list = panel.getByRole('list', { name: 'Fotos de la galería' });
    // What the tab lists before (another spec of this stack may have left a picture in it).
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const shown = await list.getByRole('listitem').count();
    await panel.getByRole('button', { name: 'Añadir desde eventos o catálogo' }).click();
    const picker = page.getByRole('dialog', { name: 'Añadir desde eventos o catálogo' });
    const add = picker.getByRole('button', { name: /^Añadir: / }).first();
    await expect(add).toBeVisible();
    const label = ((await add.getAttribute('aria-label')) ?? '').replace(/^Añadir: /, '');
    await add.click();
    await expect(picker.getByText('Ya está en la galería').first()).toBeVisible();
    await expectTabAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(shown + 1);
    const after = await publicGallery(request, 'en');
    expect(after).toHaveLength(before.length + 1);
    // Its Spanish alt text is the product's name until staff write the others.
    expect(after.at(-1)?.alt).toBe(label);
    await list
      .getByRole('button', { name: `Eliminar: ${label}` })
      .last()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    // The tab lists what it did before (hidden pictures included, which guests never see).
    await expect(list.getByRole('listitem')).toHaveCount(shown);
    // Closing the notice sends the delete (no "Deshacer" any more).
    await page.getByRole('button', { name: 'Cerrar aviso' }).last().click();
    await expect.poll(async () => (await publicGallery(request, 'en')).length).toBe(before.length);
  });
});
