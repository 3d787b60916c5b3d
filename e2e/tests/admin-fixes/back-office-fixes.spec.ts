import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';
import { createEvent, dayFromToday, staffToken } from '../blog/blog-events.js';
import { openSection, sectionLink } from '../../support/admin-nav.js';

// What staff met in the back office: data keys as labels, times in the wrong zone, a stale
// outbox, a tab made wider than the screen by a guest's question, a home link to the other
// restaurant, and the keyboard focus lost after hiding a review.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const ratings = { experience: 3, flavor: 3, service: 3, waitTime: 3, atmosphere: 3, price: 3 };

async function openTab(page: Page, name: string) {
  await openSection(page, name);
}

/** The flag and company keys the settings document stores: none may be what staff read. */
const RAW_KEYS = [
  'adminPanel',
  'website',
  'agentAI',
  'ecommerce',
  'booking',
  'socialmedia',
  'sellsplatforms',
  'products',
  'services',
  'contact',
  'settings',
  'branding',
  'styles',
  'maps',
  'notifications',
  'paypal',
  'stripe',
  'adsense',
  'Name',
  'TaxId',
  'BusinessNumber',
  'Email',
  'Phone',
  'Address',
  'placeQuery',
];

test.describe('back office fixes', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  for (const [locale, tabName, booking, bookingHelp] of [
    ['es', 'Ajustes', 'Reservas en línea', 'Muestra la página de reservas y acepta reservas.'],
    ['en', 'Settings', 'Online bookings', 'Shows the reservations page and takes bookings.'],
    [
      'fr',
      'Paramètres',
      'Réservations en ligne',
      'Affiche la page de réservation et accepte les réservations.',
    ],
  ] as const) {
    test(`the settings tab in ${locale} labels flags and company fields in words, each with its help`, async ({
      page,
    }) => {
      await signInToAdmin(page, STAFF.email, STAFF.password);
      // Staff sign in, then pick the panel's language in the header.
      if (locale !== 'es') {
        await expect(sectionLink(page, 'Ajustes')).toBeVisible({ timeout: 30_000 });
        await page.getByLabel('Idioma', { exact: true }).selectOption(locale);
      }
      await openTab(page, tabName);
      const flag = page.getByRole('checkbox', { name: booking, exact: true });
      await expect(flag).toBeVisible({ timeout: 30_000 });
      await expect(flag).toHaveAccessibleDescription(bookingHelp);
      const labels = await page
        .locator('.settings-tab label, .settings-tab legend')
        .allTextContents();
      expect(labels.length).toBeGreaterThan(40);
      const raw = labels.map((text) => text.trim()).filter((text) => RAW_KEYS.includes(text));
      expect(raw).toEqual([]);
      if (locale === 'es')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de administración');
    });
  }

  test('the cloud table and its CSV show a survey at the same local time, with one id column', async ({
    browser,
    request,
  }) => {
    test.slow();
    // The browser is in Tokyo, the restaurant in Toronto: the table must read Toronto's clock.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', acceptDownloads: true });
    await routeExternalHosts(context);
    const page = await context.newPage();
    const sent = await request.post(`${URLS.web}/api/surveys`, {
      data: {
        locale: 'es',
        name: 'Zona',
        comment: `Hora local ${Date.now()}`,
        answers: { ratings, wouldRecommend: true, wouldReturn: true, howHeard: 'flyer' },
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openTab(page, 'Nube');
    const search = page.getByRole('form', { name: 'Consulta' });
    await search.getByLabel('Colección').selectOption({ label: 'Encuestas' });
    await search.getByRole('button', { name: 'Consultar' }).click();
    const table = page.getByRole('table', { name: 'Encuestas' });
    const row = table.getByRole('row').filter({
      has: page.getByRole('button', { name: `Ver la fila ${id}` }),
    });
    await expect(row).toBeVisible();
    const shown = (await row.getByRole('cell').first().textContent())?.trim() ?? '';

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.filter((column) => column === 'id')).toHaveLength(1);
    const line = lines.find((entry) => entry.startsWith(`${id},`))!;
    // The CSV's second column is Toronto's clock; the table must write that same instant
    // in Toronto too (the browser, in Tokyo, would read it nine hours or more later).
    const expected = await page.evaluate(
      ({ ts }) =>
        new Intl.DateTimeFormat('es-MX', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'America/Toronto',
        }).format(new Date(ts)),
      { ts: Number(line.split(',').at(-1)) },
    );
    expect(shown).toBe(expected);
    const inTokyo = await page.evaluate(
      ({ ts }) =>
        new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(ts),
        ),
      { ts: Number(line.split(',').at(-1)) },
    );
    expect(shown).not.toBe(inTokyo);
    expect(header[1]).toBe('at (America/Toronto)');
    await context.close();
  });

  test('a review reply shows in the outbox already open, without Actualizar', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const event = await createEvent(request, await staffToken(), {
      title: `Noche de marimba ${stamp}`,
      // Two days back: yesterday (a UTC date) at 20:00 in Toronto is still to come until 01:00 UTC.
      date: dayFromToday(-2),
      startTime: '20:00',
      status: 'published',
    });
    const email = `outbox.${stamp}@example.com`;
    const review = await request.post(`${URLS.web}/api/events/${event.id}/feedback`, {
      data: {
        name: 'Olga',
        email,
        consent: true,
        rating: 4,
        comment: `Bien ${stamp}`,
        locale: 'es',
      },
    });
    expect(review.status()).toBe(201);

    await signInToAdmin(page, STAFF.email, STAFF.password);
    // The outbox is read first (kept by the panel), then the reply is sent.
    await openTab(page, 'Reservas');
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    const outbox = page.getByRole('table', { name: /mensajes?$/ });
    await expect(outbox).toBeVisible();
    await expect(outbox.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    await openTab(page, 'Opiniones');
    const card = page.getByRole('article').filter({ hasText: `Bien ${stamp}` });
    await card.getByRole('button', { name: 'Responder por correo a Olga' }).click();
    await card.getByLabel(`Tu respuesta (se envía a ${email})`).fill('¡Gracias por venir!');
    await card.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText(`Respuesta enviada a ${email}.`).first()).toBeVisible();

    await openTab(page, 'Reservas');
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    await expect(
      page
        .getByRole('table', { name: /mensajes?$/ })
        .getByRole('row')
        .filter({ hasText: email }),
    ).toHaveCount(1);
  });

  for (const width of [1280, 390]) {
    test(`a guest's long unbroken question does not widen the AI agent tab at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const word = `preguntasinespacios${Date.now()}`.padEnd(480, 'x');
      const logged = await request.post(`${URLS.web}/api/log-aai`, {
        data: [
          {
            kind: 'free',
            topic: 'unknown',
            ok: true,
            latency: 120,
            status: 200,
            ts: Date.now(),
            question: word,
          },
        ],
      });
      expect(logged.status()).toBe(202);
      await signInToAdmin(page, STAFF.email, STAFF.password);
      await openTab(page, 'Agente IA');
      await expect(page.getByText(word.toLowerCase(), { exact: false }).first()).toBeVisible({
        timeout: 30_000,
      });
      // The topic reads in words, not as the log's "unknown".
      await expect(page.getByText('Sin tema (no entendida)').first()).toBeAttached();
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    });
  }

  test('each back office links Inicio to its own restaurant’s public site', async ({ page }) => {
    await page.goto(`${URLS.restaurantAdmin}/admin`);
    const home = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: 'Inicio',
    });
    await expect(home).toHaveAttribute('href', `${URLS.restaurant}/es`);
    await page.goto(`${URLS.admin}/admin`);
    await expect(home).toHaveAttribute('href', `${URLS.web}/es`);
  });

  test('Ocultar and Mostrar by keyboard keep the focus on the button', async ({
    page,
    request,
  }) => {
    const comment = `Opinión de teclado ${Date.now()}`;
    const sent = await request.post(`${URLS.web}/api/surveys`, {
      data: {
        locale: 'es',
        name: 'Teclado',
        comment,
        answers: { ratings, wouldRecommend: true, wouldReturn: true, howHeard: 'other' },
      },
    });
    expect(sent.status()).toBe(201);
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openTab(page, 'Opiniones');
    const card = page.getByRole('article').filter({ hasText: comment });
    // Sent with no kiosk session: it waits, hidden, for staff to show it.
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
    const show = card.getByRole('button', { name: 'Mostrar la opinión de Teclado' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Oculta', { exact: true })).toHaveCount(0);
    const hide = card.getByRole('button', { name: 'Ocultar la opinión de Teclado' });
    await expect(hide).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
    await expect(show).toBeFocused();
  });
});
