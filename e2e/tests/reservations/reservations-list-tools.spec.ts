import { type APIRequestContext, expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';
import { URLS } from '../../support/ports.js';
import { dayFromToday, staffToken } from '../blog/blog-events.js';

// Staff search the reservations by the guest's name (accents ignored) or phone, the view
// survives a reload because it is in the URL, and the when and state filters narrow the list.

/** The first day from `from` days ahead with a free time, and that time. */
async function freeSlot(request: APIRequestContext, from: number) {
  for (let days = from; days < from + 10; days += 1) {
    const date = dayFromToday(days);
    const answer = await request.get(`${URLS.web}/api/reservations/availability?date=${date}`);
    if (!answer.ok()) continue;
    const body = (await answer.json()) as { slots?: { time: string; left: number }[] };
    const slot = body.slots?.find((entry) => entry.left >= 8);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('no bookable day in the coming days');
}

async function book(
  request: APIRequestContext,
  slot: { date: string; time: string },
  guest: { name: string; email: string; phone: string },
): Promise<string> {
  const answer = await request.post(`${URLS.web}/api/reservations`, {
    data: { ...guest, ...slot, reason: 'dinner', guests: 2, locale: 'es' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const setState = (request: APIRequestContext, token: string, id: string, state: string) =>
  request.post(`${URLS.web}/api/admin/reservations/${id}/state`, {
    headers: { authorization: `Bearer ${token}` },
    data: { state },
  });

test.describe('the reservations list tools', () => {
  const booked: string[] = [];
  let token = '';

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  // The bookings free their covers again.
  test.afterEach(async ({ request }) => {
    for (const id of booked.splice(0)) await setState(request, token, id, 'cancelled');
  });

  test('staff search the reservations, reload keeps the view, and the filters narrow it', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const word = `Quiñones${stamp}`;
    const phone = `514${String(stamp).slice(-7)}`;
    token = await staffToken();
    const slot = await freeSlot(request, 3);
    const rosa = `Rosa ${word}`;
    const tomas = `Tomás ${word}`;
    const pablo = `Pablo ${stamp}`;
    booked.push(
      await book(request, slot, { name: rosa, email: `rosa-${stamp}@example.com`, phone }),
      await book(request, slot, {
        name: tomas,
        email: `tomas-${stamp}@example.com`,
        phone: '4165550101',
      }),
      await book(request, slot, {
        name: pablo,
        email: `pablo-${stamp}@example.com`,
        phone: '4165550102',
      }),
    );
    expect((await setState(request, token, booked[1]!, 'confirmed')).ok()).toBe(true);

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Reservas');
    const panel = sectionRegion(page, 'Reservas');
    const rows = panel.getByRole('row').filter({ hasText: `${stamp}` });
    const search = panel.getByLabel('Buscar por nombre, correo o teléfono');

    // Today's list holds none of them; from today on, all three, under their day.
    await expect(rows).toHaveCount(0);
    await panel.getByLabel('Cuándo').selectOption('upcoming');
    await expect(rows).toHaveCount(3);
    await expect(page).toHaveURL(/[?&]when=upcoming/);
    await expect(
      panel.getByRole('table', { name: new RegExp(`, ${slot.time} · \\d+ de \\d+ cubiertos$`) }),
    ).not.toHaveCount(0);

    // The name, accents ignored.
    await search.fill(`quinones${stamp}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: pablo })).toHaveCount(0);
    await expect(panel.getByText(/^2 reservas · \d+ cubiertos ocupados$/)).toBeVisible();

    // The phone, by its digits.
    await search.fill(`${phone.slice(0, 3)} ${phone.slice(3)}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: rosa })).toHaveCount(1);

    // The view is in the URL: a reload shows the same list.
    await search.fill(word);
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(panel.getByLabel('Cuándo')).toHaveValue('upcoming');
    await expect(rows).toHaveCount(2);

    // The state keeps the confirmed one.
    await panel.getByLabel('Estado', { exact: true }).selectOption('confirmed');
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: tomas })).toContainText('Confirmada');
    await expect(page).toHaveURL(/[?&]state=confirmed/);

    // The chosen day, then the past: none of them there.
    await panel.getByLabel('Día', { exact: true }).fill(slot.date);
    await expect(panel.getByLabel('Cuándo')).toHaveValue('day');
    await expect(rows).toHaveCount(1);
    await panel.getByLabel('Cuándo').selectOption('past');
    await expect(rows).toHaveCount(0);
    await expect(panel.getByText('No hay reservas con estos filtros.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
