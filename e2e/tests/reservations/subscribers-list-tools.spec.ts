import { type APIRequestContext, expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';
import { URLS } from '../../support/ports.js';
import { staffToken } from '../blog/blog-events.js';

// Staff search the mailing list by e-mail or name (accents ignored); the Suscriptores tab, the
// search and the filters are in the URL, so a reload keeps the view; the filters narrow it.

const subscribe = async (
  request: APIRequestContext,
  body: { name: string; email: string; locale: string },
) => {
  const answer = await request.post(`${URLS.web}/api/subscriptions`, {
    data: { ...body, consent: true, page: 'land' },
  });
  expect(answer.status(), await answer.text()).toBe(202);
};

test.describe('the subscribers list tools', () => {
  let stamp = 0;

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  // The addresses made here are erased.
  test.afterEach(async ({ request }) => {
    const headers = { authorization: `Bearer ${await staffToken()}` };
    const answer = await request.get(`${URLS.web}/api/admin/subscribers`, { headers });
    const { subscribers } = (await answer.json()) as {
      subscribers: { id: string; email: string }[];
    };
    for (const subscriber of subscribers.filter((s) => s.email.includes(String(stamp))))
      await request.delete(`${URLS.web}/api/admin/subscribers/${subscriber.id}`, { headers });
  });

  test('staff search the subscribers, reload keeps the tab and the view, and the filters narrow it', async ({
    page,
    request,
  }) => {
    test.slow();
    stamp = Date.now();
    const ines = `ines-${stamp}@example.com`;
    const joe = `joe-${stamp}@example.com`;
    const zoe = `zoe-${stamp}@example.fr`;
    await subscribe(request, { name: 'Inés Ibáñez', email: ines, locale: 'es' });
    await subscribe(request, { name: 'Joe Black', email: joe, locale: 'en' });
    await subscribe(request, { name: 'Zoé Roux', email: zoe, locale: 'fr' });

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Reservas');
    const panel = sectionRegion(page, 'Reservas');
    await panel.getByRole('tab', { name: 'Suscriptores' }).click();
    await expect(page).toHaveURL(/[?&]section=subscribers/);
    const rows = panel
      .getByRole('table', { name: /suscriptor/ })
      .getByRole('row')
      .filter({ hasText: String(stamp) });
    const search = panel.getByLabel('Buscar por correo o nombre');

    await search.fill(String(stamp));
    await expect(rows).toHaveCount(3);
    await expect(panel.getByRole('table', { name: '3 suscriptores' })).toBeVisible();

    // The name, accents ignored; then the e-mail.
    await search.fill(`ibanez ${stamp}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: ines })).toHaveCount(1);
    await search.fill(`${stamp}@example.com`);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: zoe })).toHaveCount(0);

    // The tab and the view are in the URL: a reload shows the same list.
    await search.fill(String(stamp));
    await expect(rows).toHaveCount(3);
    await page.reload();
    await expect(panel.getByRole('tab', { name: 'Suscriptores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(search).toHaveValue(String(stamp));
    await expect(rows).toHaveCount(3);

    // The language keeps the French one; the state: they all wait for their confirmation.
    await panel.getByLabel('Idioma').selectOption('fr');
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: zoe })).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]locale=fr/);
    await panel.getByLabel('Estado', { exact: true }).selectOption('pending');
    await expect(rows).toHaveCount(1);
    await panel.getByLabel('Estado', { exact: true }).selectOption('unsubscribed');
    await expect(rows).toHaveCount(0);
    await expect(panel.getByText('No hay suscriptores con estos filtros.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
