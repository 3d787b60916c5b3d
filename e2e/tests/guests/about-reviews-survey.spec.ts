import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from '../../support/auth-pages.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { expectNoAxeViolations, hydrated, pageErrors } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

test.describe('the about page', () => {
  // Wednesday 15:00 in Toronto (the demo tenants' zone): La Cantina del Norte opens 12-23.
  const WEDNESDAY_AFTERNOON = new Date('2026-11-25T20:00:00Z');
  // Sunday 13:00 in Toronto: La Cantina is closed; El Mariachi is open until 21:00.
  const SUNDAY_NOON = new Date('2026-11-29T18:00:00Z');

  for (const [locale, open, closed, show] of [
    [
      'es',
      /^Abierto ahora · cierra a las /,
      /^Cerrado ahora · abre el lunes a las /,
      'Mostrar el mapa',
    ],
    ['en', /^Open now · closes at /, /^Closed now · opens Monday at /, 'Show the map'],
    [
      'fr',
      /^Ouvert maintenant · ferme à /,
      /^Fermé pour l'instant · ouvre lundi à /,
      'Afficher la carte',
    ],
  ] as const) {
    test(`/${locale}/sobrenosotros: the open-now line in the tenant's zone, the map on click only @phone`, async ({
      page,
    }) => {
      const google: string[] = [];
      page.on('request', (request) => {
        if (/google\.com|googleapis|gstatic/.test(request.url())) google.push(request.url());
      });
      // Google itself is not reached from the test machine: its frame gets a stand-in page.
      await page.route(/https:\/\/maps\.google\.com\/.*/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
      );
      await page.clock.setFixedTime(WEDNESDAY_AFTERNOON);
      await page.goto(`/${locale}/sobrenosotros`);
      await expect(page.locator('.about__state')).toHaveText(open);
      await expect(page.locator('[aria-current="date"]')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(google).toEqual([]);
      await page.getByRole('button', { name: new RegExp(show) }).click();
      await expect(page.locator('iframe.about-map__frame')).toBeVisible();
      await expect.poll(() => google.length).toBeGreaterThan(0);
      expect(google[0]).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);

      await page.clock.setFixedTime(SUNDAY_NOON);
      await page.reload();
      await expect(page.locator('.about__state')).toHaveText(closed);
    });
  }

  test('the open-now line keeps its contrast in the dark theme', async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_AFTERNOON);
    await page.goto('/es/sobrenosotros');
    await hydrated(page);
    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.about__state')).toHaveText(/^Abierto ahora · cierra a las /);
    await expectNoAxeViolations(page);
  });

  test('the served page holds the statements, the hours and the contact before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${URLS.web}/fr/sobrenosotros`);
    await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeVisible();
    await expect(page.locator('.about__state')).toHaveText(/^(Ouvert maintenant|Fermé) /);
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Afficher la carte/ })).toBeVisible();
    await expect(page.locator('.about--loading')).toHaveCount(0);
    await context.close();
  });

  test('at the API’s own clock the page keeps the served hours as it starts', async ({
    page,
    request,
  }) => {
    const served = await (await request.get('/en/sobrenosotros')).text();
    const line = /<p class="about__state[^"]*">([^<]*)<\/p>/.exec(served)?.[1];
    expect(line).toMatch(/^(Open now|Closed)/);
    // A hydration that found other markup than the served one would say so here.
    const errors = pageErrors(page);
    await page.goto('/en/sobrenosotros');
    await hydrated(page);
    await expect(page.locator('.about__state')).toHaveText(line!);
    await expect(page.locator('.about')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("each tenant's own hours: El Mariachi is open on Sunday at noon", async ({ page }) => {
    await page.clock.setFixedTime(SUNDAY_NOON);
    await page.goto(`${URLS.restaurant}/en/sobrenosotros`);
    await expect(page.locator('.about__state')).toHaveText(/^Open now · closes at 9:00/);
  });
});

async function answerSurvey(page: Page, locale: 'es' | 'fr', name: string, comment: string) {
  await page.goto(`/${locale}/encuesta`);
  const guest = locale === 'es' ? 'Empezar como invitado' : 'Commencer en invité';
  await page.getByRole('button', { name: guest }).click();
  const form = page.locator('form.survey-form');
  await expect(form).toBeVisible();
  // Six ratings (5 stars each), then the yes/no questions and how the guest heard of us.
  for (const question of await form.locator('.survey-question--stars').all())
    await question.getByRole('radio', { name: '5' }).check();
  for (const group of ['wouldRecommend', 'wouldReturn'])
    await form.locator(`[data-question="${group}"] input`).first().check();
  await form.locator('[data-question="howHeard"] input').first().check();
  await form.getByLabel(locale === 'es' ? 'Tu nombre (opcional)' : /Votre nom/).fill(name);
  await form.getByLabel(locale === 'es' ? 'Comentario (opcional)' : /Commentaire/).fill(comment);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: locale === 'es' ? 'Enviar' : 'Envoyer' }).click();
}

test.describe('the kiosk survey and the reviews rail', () => {
  test.beforeEach(async ({ context }) => {
    test.setTimeout(120_000);
    await routeExternalHosts(context);
  });

  test('a guest answers in French: stored, kept off the home page until staff show it, then in the French rail only', async ({
    browser,
    page,
    request,
  }) => {
    const comment = `Les pupusas du jeudi, un régal ${Date.now()}`;
    // A guest session at the kiosk: nobody from the restaurant vouches for it yet.
    await answerSurvey(page, 'fr', 'Camille', comment);
    await expect(page.getByRole('heading', { name: 'Merci pour votre avis !' })).toBeVisible();
    const frenchReviews = async () =>
      (
        (await (await request.get(`${URLS.web}/api/reviews?locale=fr`)).json()) as {
          items: Record<string, unknown>[];
        }
      ).items;
    expect((await frenchReviews()).find((item) => item.comment === comment)).toBeUndefined();

    // The staff read it in the reviews tab and show it.
    const staff = await browser.newPage();
    await routeExternalHosts(staff.context());
    await signInToAdmin(staff, 'staff@example.com', 'cantina-staff');
    await openSection(staff, 'Opiniones');
    const card = staff.getByRole('article').filter({ hasText: comment });
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Mostrar la opinión de Camille' }).click();
    await expect(staff.getByText('Opinión visible de nuevo.').first()).toBeVisible();
    await staff.close();

    // Now public: the read of French reviews has it (name, comment, no contact data).
    await expect
      .poll(async () => (await frenchReviews()).find((item) => item.comment === comment), {
        timeout: 45_000,
      })
      .toMatchObject({ name: 'Camille', locale: 'fr' });
    const mine = (await frenchReviews()).find((item) => item.comment === comment);
    expect(Object.keys(mine!)).not.toContain('email');
    const es = await request.get(`${URLS.web}/api/reviews?locale=es`);
    expect(JSON.stringify(await es.json())).not.toContain(comment);

    // The home page's rail of that language: the newest comment first.
    await page.goto('/fr');
    const rail = page.getByRole('region', { name: /Ce que disent nos invités/ });
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.getByText(comment)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.goto('/es');
    const railEs = page.getByRole('region', { name: /Lo que dicen nuestros invitados/ });
    await railEs.scrollIntoViewIfNeeded();
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  test('a survey with a missing rating is refused and nothing is stored', async ({
    page,
    request,
  }) => {
    await page.goto('/es/encuesta');
    await page.getByRole('button', { name: 'Empezar como invitado' }).click();
    const form = page.locator('form.survey-form');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Responde todas las preguntas antes de enviar.')).toBeVisible();
    const bad = await request.post(`${URLS.web}/api/surveys`, {
      headers: { 'x-locale': 'en' },
      data: { locale: 'en', comment: 'x'.repeat(601) },
    });
    expect(bad.status()).toBe(400);
  });
});
