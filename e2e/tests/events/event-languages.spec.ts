import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { futureDate, heroRegion, makePng } from '../hero/hero-support.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const STAMP = Date.now();
const SPANISH = `Noche de bolero ${STAMP}`;
const ENGLISH = `Bolero Night ${STAMP}`;
const REGION = { en: 'Upcoming events', fr: 'Événements à venir' };
const EVENT_DOT = { en: 'Event', fr: 'Événement' };

test.describe('an event in the reader’s language', () => {
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test('staff give an event an English title in its tab; /en shows it, /fr the Spanish one', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Publicaciones');
    await sectionRegion(page, 'Publicaciones').getByRole('button', { name: '+ Nueva' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva publicación' })).toBeFocused();

    // The texts sit in three language tabs; Spanish is the required one, opened first.
    const languages = page.getByRole('tablist', { name: 'Idiomas de los textos' });
    const spanish = languages.getByRole('tab', { name: 'Español (obligatorio)' });
    await expect(spanish).toHaveAttribute('aria-selected', 'true');
    const englishTab = languages.getByRole('tab', { name: 'English falta' });
    await expect(englishTab).toHaveAccessibleDescription('English: falta el título');
    await expect(languages.getByRole('tab', { name: 'Français falta' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Título' }).fill(SPANISH);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(1));
    await page.getByLabel('Hora de inicio').fill('20:00');
    await page.getByLabel('Descripción', { exact: true }).fill('Tríos románticos en vivo.');
    await page.getByLabel('Añadir archivos').setInputFiles({
      name: 'bolero.png',
      mimeType: 'image/png',
      buffer: await makePng(page, ['#9d0208', '#ffba08']),
    });
    await expect(page.getByRole('img', { name: 'bolero.png' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${SPANISH}»`, {
      timeout: 20_000,
    });

    // The English tab by keyboard: the arrow moves between tabs, Enter opens one.
    await spanish.focus();
    await page.keyboard.press('ArrowRight');
    const english = languages.getByRole('tab', { name: /^English/ });
    await expect(english).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Título en inglés' }).fill(ENGLISH);
    await expect(languages.getByRole('tab', { name: 'English', exact: true })).toBeVisible();
    await expect(languages.getByRole('tab', { name: 'Français falta' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${SPANISH}»`, {
      timeout: 20_000,
    });

    // The page the API serves for /en carries the hero's events in English already (the site's
    // cache keeps a served page up to 30 s).
    await expect
      .poll(async () => (await request.get(`${URLS.web}/en`)).text(), { timeout: 45_000 })
      .toContain(ENGLISH);

    await page.goto(`${URLS.web}/en`);
    const hero = heroRegion(page, REGION.en);
    await expect(hero).toBeVisible();
    await hero
      .getByRole('button', { name: new RegExp(`^${EVENT_DOT.en} \\d+ ?: ${ENGLISH}$`) })
      .click();
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(ENGLISH);

    // The blog's cards read the events in the page's language too, served ones included.
    await expect
      .poll(async () => (await request.get(`${URLS.web}/en/blog`)).text(), { timeout: 45_000 })
      .toContain(ENGLISH);
    await page.goto(`${URLS.web}/en/blog`);
    await expect(page.getByRole('heading', { name: ENGLISH })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: SPANISH })).toHaveCount(0);

    // French has no title of its own: the Spanish one shows.
    await page.goto(`${URLS.web}/fr`);
    const heroFr = heroRegion(page, REGION.fr);
    await expect(heroFr).toBeVisible();
    await heroFr
      .getByRole('button', { name: new RegExp(`^${EVENT_DOT.fr} \\d+ ?: ${SPANISH}$`) })
      .click();
    await expect(heroFr.getByRole('heading', { level: 2 })).toHaveText(SPANISH);
    await expect(heroFr.getByText(ENGLISH)).toHaveCount(0);
  });
});
