import { expect, test, type Page } from '@playwright/test';
import {
  openSection,
  sectionLink,
  sectionRegion,
  sectionsButton,
  sectionsNav,
} from '../../support/admin-nav.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations, sidewaysScroll } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The back office's landing (the day at a glance) and its sidebar of sections.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Books the first free time from today on through the public form; answers the day. */
async function bookSoon(page: Page, name: string, email: string): Promise<string> {
  for (let days = 0; days < 6; days += 1) {
    const date = dayAhead(days);
    await page.goto(`${URLS.web}/es/reservas?date=${date}`);
    const free = page.locator('select[name="time"] option:not([disabled]):not([value=""])');
    const found = await free
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!found) continue;
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Reservar' }) });
    await form.getByLabel('Nombre', { exact: true }).fill(name);
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.locator('input[name="phone"]').fill('4165550199');
    const time = form.locator('select[name="time"]');
    await time.selectOption((await free.first().getAttribute('value')) ?? '');
    await form.locator('select[name="reason"]').selectOption('birthday');
    await form.getByLabel('Número de personas', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Reservar' }).click();
    await expect(form.getByRole('status')).not.toBeEmpty();
    return date;
  }
  throw new Error('no bookable day in the coming days');
}

const weekTable = (page: Page) =>
  sectionRegion(page, 'Hoy').getByRole('table', { name: 'Reservas y cubiertos por día' });

/** A day's figures in the landing's table: [reservations, covers]. */
async function landingFigures(page: Page, date: string): Promise<[number, number]> {
  const cells = weekTable(page).locator(`tr[data-date="${date}"] td`);
  await expect(cells).toHaveCount(2);
  const [reservations, covers] = await cells.allTextContents();
  return [Number(reservations), Number(covers)];
}

const summary = ([count, guests]: [number, number]) =>
  `${count} ${count === 1 ? 'reserva' : 'reservas'} · ${guests} cubiertos ocupados`;

test.describe('the day at a glance', () => {
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test("sign-in lands on the day; its figures are the Reservas tab's", async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Lia Landing ${Date.now()}`;
    const date = await bookSoon(page, name, `lia-${Date.now()}@example.com`);

    await signInToAdmin(page, STAFF.email, STAFF.password);
    const landing = sectionRegion(page, 'Hoy');
    await expect(landing.getByRole('heading', { name: /^Hoy, /, level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(`${URLS.admin}/admin`);
    await expect(sectionLink(page, 'Hoy')).toHaveAttribute('aria-current', 'page');

    // The week's chart, with its figures as a table: today and the next seven days.
    const chart = landing.getByRole('img', { name: /^Gráfico de barras: \d+ reservas/ });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const rows = weekTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(8);
    const today = (await rows.first().getAttribute('data-date')) ?? '';
    const dates = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-date')));
    expect(dates).toContain(date);

    const todayFigures = await landingFigures(page, today);
    const bookedFigures = await landingFigures(page, date);
    expect(bookedFigures[0]).toBeGreaterThanOrEqual(1);
    expect(bookedFigures[1]).toBeGreaterThanOrEqual(3);
    const todayCard = landing.getByRole('region', { name: 'Reservas de hoy' });
    await expect(todayCard).toContainText(summary(todayFigures));
    if (date === today) await expect(todayCard.getByRole('listitem')).toContainText([name]);
    await expect(landing.getByRole('region', { name: 'Valoraciones' })).toContainText(
      'Últimos 30 días',
    );
    await expect(
      landing.getByRole('region', { name: 'Valoraciones' }).getByRole('img'),
    ).toHaveAccessibleName(/^Gráfico de barras: \d+ valoraciones en 30 días/);

    // The card leads to its section, whose day view counts the same.
    await todayCard.getByRole('link', { name: 'Ver las reservas' }).click();
    await expect(page).toHaveURL(`${URLS.admin}/admin/reservations`);
    const panel = sectionRegion(page, 'Reservas');
    await expect(panel.getByText(summary(todayFigures), { exact: true })).toBeVisible();
    await panel.getByLabel('Día', { exact: true }).fill(date);
    await expect(panel.getByText(summary(bookedFigures), { exact: true })).toBeVisible();
    await expect(panel.getByRole('row').filter({ hasText: name })).toContainText('Pendiente');

    // The old default address of the posts still opens them.
    await page.goto(`${URLS.admin}/admin/posts`);
    await expect(sectionLink(page, 'Publicaciones')).toHaveAttribute('aria-current', 'page', {
      timeout: 30_000,
    });
  });

  test('the sidebar groups the sections, all in view at 1280×800, and works from the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToAdmin(page, STAFF.email, STAFF.password);
    const nav = sectionsNav(page);
    await expect(sectionLink(page, 'Hoy')).toBeVisible({ timeout: 30_000 });
    for (const group of ['Hoy', 'Clientes', 'Contenido', 'Sitio', 'Sistema'])
      await expect(nav.getByRole('list', { name: group, exact: true })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Clientes' }).getByRole('link')).toHaveText([
      'Reservas',
      'Opiniones',
      'Agente IA',
    ]);
    // Staff do not see the superadmin's sections at all.
    await expect(sectionLink(page, 'Marca')).toHaveCount(0);
    await expect(sectionLink(page, 'Control de acceso')).toHaveCount(0);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(12);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });

    // Keyboard only: Tab walks the links, Enter opens one, which becomes the current page.
    await sectionLink(page, 'Hoy').focus();
    await page.keyboard.press('Tab');
    await expect(sectionLink(page, 'Reservas')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sectionLink(page, 'Opiniones')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${URLS.admin}/admin/reviews`);
    await expect(sectionLink(page, 'Opiniones')).toHaveAttribute('aria-current', 'page');
    await expect(sectionLink(page, 'Hoy')).not.toHaveAttribute('aria-current', 'page');
    await expect(sectionRegion(page, 'Opiniones')).toBeVisible();
  });

  test('on a 390×844 phone nothing scrolls sideways and the drawer opens, traps and closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToAdmin(page, STAFF.email, STAFF.password);
    const button = sectionsButton(page);
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(sectionRegion(page, 'Hoy').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(sectionLink(page, 'Hoy')).toBeHidden();
    const sideways = () => sidewaysScroll(page);
    expect(await sideways()).toBeLessThanOrEqual(0);

    // Keyboard: the button opens it, the focus moves in and stays in, Escape gives it back.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = sectionsNav(page).getByRole('button', { name: 'Cerrar secciones' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sectionsNav(page).getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(sectionLink(page, 'Hoy')).toBeHidden();

    // A choice in the drawer opens the section and closes the drawer.
    await openSection(page, 'Galería');
    await expect(page).toHaveURL(`${URLS.admin}/admin/gallery`);
    await expect(sectionLink(page, 'Galería')).toBeHidden();
    await expect(button).toBeFocused();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  test('the landing passes axe, and speaks the panel’s language', async ({ page }) => {
    await signInToAdmin(page, STAFF.email, STAFF.password);
    const landing = sectionRegion(page, 'Hoy');
    await expect(landing.getByRole('heading', { name: /^Hoy, / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(landing.locator('canvas').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(
      sectionRegion(page, 'Today').getByRole('heading', { name: /^Today, / }),
    ).toBeVisible();
    await expect(sectionsNav(page).getByRole('list', { name: 'Guests' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(
      sectionRegion(page, "Aujourd'hui").getByRole('heading', { name: /^Aujourd'hui, / }),
    ).toBeVisible();
    await expect(sectionsNav(page).getByRole('list', { name: 'Système' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
