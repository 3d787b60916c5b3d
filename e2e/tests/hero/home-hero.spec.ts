import { type APIRequestContext, expect, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import {
  expectNoAxeViolations,
  layoutShiftTotal,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { futureDate, heroRegion, makePng, type PublicEvent, tabTo } from './hero-support.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const TITLE = `Noche de son jarocho ${Date.now()}`;
const REGION = { es: 'Próximos eventos', en: 'Upcoming events', fr: 'Événements à venir' };
const EVENT_DOT = { es: 'Evento', en: 'Event', fr: 'Événement' };

async function publicUpcoming(request: APIRequestContext) {
  const answer = await request.get(`${URLS.web}/api/events?when=upcoming`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: PublicEvent[] }).events;
}

test.describe('the home hero shows what staff publish', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test('an event published in the posts editor shows in the hero in es, en and fr', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Publicaciones');
    await sectionRegion(page, 'Publicaciones').getByRole('button', { name: '+ Nueva' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(2));
    await page.getByLabel('Hora de inicio').fill('20:30');
    await page.getByLabel('Lugar', { exact: true }).fill('Patio');
    await page.getByLabel('Descripción', { exact: true }).fill('Arpa, jarana y requinto.');
    const first = page.getByRole('group', { name: 'Llamada a la acción 1' });
    await first.getByLabel('Tipo').selectOption('url');
    await first.getByLabel('Enlace').fill('https://example.com/boletos');
    await page.getByLabel('Texto de la llamada a la acción 1', { exact: true }).fill('Boletos');
    const second = page.getByRole('group', { name: 'Llamada a la acción 2' });
    await second.getByLabel('Tipo').selectOption('phone');
    await second.getByLabel('Enlace').fill('+1 (416) 555-0100');
    await page.getByLabel('Texto de la llamada a la acción 2', { exact: true }).fill('Llamar');
    await second.getByLabel('Mostrar como botón').uncheck();
    await page.getByLabel('Añadir archivos').setInputFiles([
      {
        name: 'jarocho-1.png',
        mimeType: 'image/png',
        buffer: await makePng(page, ['#7b2cbf', '#f77f00']),
      },
      {
        name: 'jarocho-2.png',
        mimeType: 'image/png',
        buffer: await makePng(page, ['#006d77', '#ffd166']),
      },
    ]);
    await expect(page.getByRole('img', { name: 'jarocho-2.png' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${TITLE}»`, {
      timeout: 20_000,
    });

    const event = (await publicUpcoming(request)).find((item) => item.title === TITLE);
    const variants = event?.media[0]?.resized.map((variant) => variant.url) ?? [];
    expect(variants.length).toBeGreaterThan(0);

    for (const locale of ['es', 'en', 'fr'] as const) {
      await page.goto(`${URLS.web}/${locale}`);
      const hero = heroRegion(page, REGION[locale]);
      await expect(hero).toBeVisible();
      const dot = hero.getByRole('button', {
        name: new RegExp(`^${EVENT_DOT[locale]} \\d+ ?: ${TITLE}$`),
      });
      await dot.click();
      await expect(hero.getByRole('heading', { level: 2 })).toHaveText(TITLE);
      const book = hero.getByRole('link', { name: /^Boletos/ });
      await expect(book).toHaveAttribute('href', 'https://example.com/boletos');
      await expect(book).toHaveAttribute('target', '_blank');
      await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
      const call = hero.getByRole('link', { name: 'Llamar' });
      await expect(call).toHaveAttribute('href', 'tel:+14165550100');
      await expect(call).not.toHaveAttribute('target');
      const picture = hero.locator('.hero__slide[data-current="true"] img');
      const srcset = (await picture.getAttribute('srcset')) ?? '';
      for (const url of variants) expect(srcset).toContain(url);
      expect(srcset).toMatch(/\.webp \d+w/);
      // The browser really shows one of the variants.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    }
  });

  test('keyboard only: slides, events and the description', async ({ page }) => {
    await page.goto(`${URLS.web}/en`);
    const hero = heroRegion(page, REGION.en);
    await expect(hero).toBeVisible();
    await tabTo(page, new RegExp(`^Event \\d+: ${TITLE}$`));
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(TITLE);
    const current = hero.locator('.hero__slide[data-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 2');
    // The chosen event slides in (520 ms) and the carousel takes no slide change meanwhile, as
    // a person sees: wait until it has landed (a loaded machine runs that timer late).
    const landed = () => expect(hero.locator('.hero__stage[data-transition]')).toHaveCount(0);
    await landed();

    await tabTo(page, 'Next slide', true);
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', '2 of 2');
    await tabTo(page, 'Previous slide', true);
    await page.keyboard.press('Space');
    await expect(current).toHaveAttribute('aria-label', '1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '2 of 2');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', '1 of 2');

    await tabTo(page, 'Show description', true);
    await page.keyboard.press('Enter');
    await expect(hero.getByText('Arpa, jarana y requinto.')).toBeVisible();

    await tabTo(page, 'Next event');
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('heading', { level: 2 })).not.toHaveText(TITLE);
    await landed();
    await tabTo(page, 'Previous event', true);
    await page.keyboard.press('Space');
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(TITLE);
    // A change of event starts at the first slide with the description closed.
    await expect(current).toHaveAttribute('aria-label', '1 of 2');
    await expect(hero.getByRole('button', { name: 'Show description' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('a draft event with a picture never shows in the hero', async ({ page, request }) => {
  const seeded = (await publicUpcoming(request))[0]?.media[0];
  expect(seeded).toBeDefined();
  const token = await idTokenFor(STAFF.email, STAFF.password);
  const title = `Borrador del hero ${Date.now()}`;
  const created = await request.post(`${URLS.web}/api/admin/events`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title, date: futureDate(1), startTime: '00:05', status: 'draft', media: [seeded] },
  });
  expect(created.status()).toBe(201);

  for (const locale of ['es', 'en', 'fr'] as const) {
    await page.goto(`${URLS.web}/${locale}`);
    const hero = heroRegion(page, REGION[locale]);
    await expect(hero).toBeVisible();
    await expect(hero.getByRole('heading', { level: 2 })).not.toHaveText(title);
    await expect(hero.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  }
  expect((await publicUpcoming(request)).some((item) => item.title === title)).toBe(false);
});

test('the home page with the hero loaded passes axe in es, en and fr @phone', async ({
  page,
}, testInfo) => {
  for (const locale of ['es', 'en', 'fr'] as const) {
    await page.goto(`${URLS.web}/${locale}`);
    const hero = heroRegion(page, REGION[locale]);
    await expect(hero.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(hero.locator('.hero__slide[data-current="true"] img')).toHaveJSProperty(
      'complete',
      true,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`home-${locale}-${testInfo.project.name}.png`),
    });
  }
});

test('the layout does not shift while the hero loads and advances (CLS < 0.05) @phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await trackLayoutShifts(page);
  await page.goto(`${URLS.web}/es`);
  const hero = heroRegion(page, REGION.es);
  await expect(hero).toBeVisible();
  await expect(hero.getByRole('heading', { level: 2 })).toBeVisible();
  const position = async () =>
    `${await hero.getByRole('heading', { level: 2 }).textContent()} ${await hero
      .locator('.hero__slide[data-current="true"]')
      .getAttribute('aria-label')}`;
  const before = await position();
  // It advances by itself (after each slide's time): wait for that, as long as a busy machine needs.
  await expect.poll(position, { timeout: 20_000 }).not.toBe(before);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
});
