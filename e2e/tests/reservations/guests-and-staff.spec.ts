import { expect, test, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { waitForMail } from '../../support/mail-box.js';
import { routePaymentScripts } from '../../support/payment-stand-ins.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

/** A day a few days ahead (the minimum notice never hides all of it), as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const FORM = {
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    time: 'Hora',
    reason: 'Motivo',
    guests: 'Número de personas',
    submit: 'Reservar',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    time: 'Time',
    reason: 'Reason',
    guests: 'Number of guests',
    submit: 'Book',
  },
  fr: {
    name: 'Nom',
    email: 'Courriel',
    time: 'Heure',
    reason: 'Motif',
    guests: 'Nombre de personnes',
    submit: 'Réserver',
  },
} as const;

/** The first day from `from` days ahead whose form offers a free time (closed days are skipped). */
async function openDay(page: Page, lang: keyof typeof FORM, from: number): Promise<string> {
  for (let days = from; days < from + 8; days += 1) {
    const date = dayAhead(days);
    await page.goto(`${URLS.web}/${lang}/reservas?date=${date}`);
    const free = page.locator('select[name="time"] option:not([disabled]):not([value=""])');
    const found = await free
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (found) return date;
  }
  throw new Error('no bookable day in the coming week');
}

/** Books the first free time of the first open day; answers the day and the time. */
async function book(
  page: Page,
  lang: keyof typeof FORM,
  from: number,
  name: string,
  email: string,
) {
  const labels = FORM[lang];
  const date = await openDay(page, lang, from);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: labels.submit }) });
  await form.getByLabel(labels.name, { exact: true }).fill(name);
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.locator('input[name="phone"]').fill('4165550199');
  const time = form.locator('select[name="time"]');
  const value =
    (await time.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ??
    '';
  await time.selectOption(value);
  await form.locator('select[name="reason"]').selectOption('birthday');
  await form.getByLabel(labels.guests, { exact: true }).fill('4');
  await form.getByRole('button', { name: labels.submit }).click();
  await expect(form.getByRole('status')).not.toBeEmpty();
  return { date, time: value };
}

test.describe('reservations and the mailing list, guest and staff', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  for (const lang of ['es', 'en', 'fr'] as const) {
    test(`a guest books a table (${lang}), with no axe violation @phone`, async ({ page }) => {
      await book(page, lang, 4, `Invitada ${lang}`, `guest-${lang}-${Date.now()}@example.com`);
      await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }

  test('three clicks on "Reservar" make one reservation; the form empties and its times are read again', async ({
    page,
    request,
  }) => {
    const email = `thrice-${Date.now()}@example.com`;
    const left = async (date: string, time: string) => {
      const answer = await request.get(`${URLS.web}/api/reservations/availability?date=${date}`);
      const body = (await answer.json()) as { slots: { time: string; left: number }[] };
      return body.slots.find((slot) => slot.time === time)?.left ?? 0;
    };
    const date = await openDay(page, 'es', 9);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Reservar' }) });
    const time = form.locator('select[name="time"]');
    const value =
      (await time
        .locator('option:not([disabled]):not([value=""])')
        .first()
        .getAttribute('value')) ?? '';
    const before = await left(date, value);
    await form.getByLabel('Nombre', { exact: true }).fill('Tres Clics');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.locator('input[name="phone"]').fill('4165550199');
    await time.selectOption(value);
    await form.locator('select[name="reason"]').selectOption('birthday');
    await form.getByLabel('Número de personas', { exact: true }).fill('4');
    const submit = form.getByRole('button', { name: 'Reservar' });
    // A guest who is not sure it worked: a double click, then once more when the answer shows.
    await submit.dblclick();
    const status = form.getByRole('status');
    await expect(status).not.toBeEmpty();
    const sentText = await status.textContent();
    await submit.click();
    await expect(status).toHaveText(sentText ?? '');
    await expect(status).toBeFocused();

    // The form is empty for a next reservation, and the time list knows the covers just taken.
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Correo electrónico', { exact: true })).toHaveValue('');
    await expect(time).toHaveValue('');
    expect(await left(date, value)).toBe(before - 4);
    if (before - 4 > 0) {
      await expect(time.locator(`option[value="${value}"]`)).toContainText(String(before - 4));
    }
    await waitForMail(email, /./);
  });

  test('@phone the confirmation mail arrives with its calendar file; its cancel link frees the slot', async ({
    page,
    request,
  }) => {
    const email = `inbox-${Date.now()}@example.com`;
    const left = async (date: string, time: string) => {
      const answer = await request.get(`${URLS.web}/api/reservations/availability?date=${date}`);
      const body = (await answer.json()) as { slots: { time: string; left: number }[] };
      return body.slots.find((slot) => slot.time === time)?.left;
    };
    const { date, time } = await book(page, 'en', 6, 'Inbox Guest', email);
    const after = await left(date, time);

    // The guest's inbox: the mail in English, with the .ics and the signed cancel link.
    const mail = await waitForMail(email, /^We received your reservation/);
    expect(mail.attachments).toContainEqual({
      filename: 'reservation.ics',
      contentType: 'text/calendar',
    });
    const link = /https?:\/\/\S+\/en\/reservas\?cancel=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link!);
    const panel = page.getByRole('region', { name: 'Cancel your reservation' });
    await expect(panel).toContainText('Inbox Guest, 4 guests');
    // The day and time in words, not as the API stores them.
    const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T${time}:00Z`),
    );
    await expect(panel).toContainText(words);
    await expect(panel).not.toContainText(date);
    await panel.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(panel.getByRole('status')).toHaveText('Your reservation is cancelled.');
    await expect.poll(() => left(date, time)).toBe((after ?? 0) + 4);
    await waitForMail(email, /^Your reservation was cancelled/);
    await expectNoAxeViolations(page);
  });

  test('staff confirm a booking in the Reservas tab and the guest is mailed', async ({ page }) => {
    const name = `Eva Reserva ${Date.now()}`;
    const email = `eva-${Date.now()}@example.com`;
    const { date, time } = await book(page, 'es', 5, name, email);

    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Reservas');
    const panel = sectionRegion(page, 'Reservas');
    await panel.getByLabel('Día', { exact: true }).fill(date);
    const slot = panel.getByRole('table', {
      name: new RegExp(`^${time} · \\d+ de \\d+ cubiertos$`),
    });
    const row = slot.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('4165550199');
    await expectNoAxeViolations(page);

    const confirm = row.getByRole('button', {
      name: `Confirmar la reserva de ${name} a las ${time}`,
    });
    await confirm.click();
    const answer = panel.getByRole('form', { name: `Confirmar a ${name}, ${time}, 4 personas` });
    await answer.getByLabel('Nota para el cliente (opcional)').fill('Mesa en la terraza');
    await expectNoAxeViolations(page);
    await answer.getByRole('button', { name: 'Confirmar y avisar por correo' }).click();
    await expect(panel.getByRole('status').first()).toHaveText(
      `Reserva de ${name} confirmada; se avisó por correo.`,
    );
    await expect(row).toContainText('Confirmada');
    await expect(confirm).toBeHidden();

    // The guest's mail is in the outbox, in their language, with the staff's note.
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    const outbox = page.getByRole('table', { name: /mensajes?$/ });
    const mail = outbox.getByRole('row').filter({ hasText: email }).first();
    await expect(mail).toBeVisible();
    await mail.locator('summary').click();
    await expect(mail).toContainText('Mesa en la terraza');
    await expectNoAxeViolations(page);
  });

  test('double opt-in through the outbox: subscribe, confirm by the mailed link, staff see it confirmed', async ({
    page,
  }) => {
    const email = `ana-${Date.now()}@example.com`;
    await page.goto(`${URLS.web}/en/land`);
    const form = page.getByRole('form', { name: 'Subscribe' });
    await form.getByLabel('Name', { exact: true }).fill('Ana List');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Check your e-mail and confirm your subscription.',
    );

    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Reservas');
    await page.getByRole('tab', { name: 'Suscriptores' }).click();
    const list = page.getByRole('table', { name: /suscriptor/ });
    await expect(list.getByRole('row').filter({ hasText: email })).toContainText('Por confirmar');

    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    const mail = page
      .getByRole('table', { name: /mensajes?$/ })
      .getByRole('row')
      .filter({ hasText: email })
      .first();
    await mail.locator('summary').click();
    const text = (await mail.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/en\/suscritos\?token=\S+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for subscribing!');

    await page.goto(`${URLS.admin}/admin/reservations`);
    await page.getByRole('tab', { name: 'Suscriptores' }).click();
    const row = page
      .getByRole('table', { name: /suscriptor/ })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(row).toContainText('Confirmado');
    await row.locator('summary').click();
    await expect(row).toContainText('land');
    await expectNoAxeViolations(page);

    // Erasing asks first (Cancel keeps it), then removes the address and its consent record.
    await row.getByRole('button', { name: `Borrar ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Borrar a ${email}?` });
    await expect(dialog).toContainText('y su registro de consentimiento para siempre');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Borrar ${email}` }).click();
    await dialog.getByRole('button', { name: 'Borrar', exact: true }).click();
    await expect(page.getByText(`Se borró ${email}.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('checkout', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
    await routePaymentScripts(context);
  });

  for (const [lang, heading, total, item, scriptLocale] of [
    ['es', 'Tu pedido', 'Total', 'Cantidad de Tarjeta de regalo 50 $', 'es_MX'],
    ['en', 'Your order', 'Total', 'Quantity of Gift card $50', 'en_CA'],
    ['fr', 'Votre commande', 'Total', 'Quantité de Carte-cadeau 50 $', 'fr_CA'],
  ] as const) {
    test(`the order summary prices the chosen items (${lang}) @phone`, async ({ page }) => {
      await page.goto(`${URLS.web}/${lang}/checkout`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await page.getByRole('spinbutton', { name: item }).fill('2');
      const sum = page.getByRole('row').filter({ hasText: total }).last();
      await expect(sum).toContainText(/100[.,]00/);
      // PayPal's script loads on this page, in the guest's script locale, for CAD and capture.
      const paypal = page.getByRole('button', { name: 'PayPal' });
      await expect(paypal).toHaveAttribute('data-locale', scriptLocale);
      await expect(page.locator('script[src^="https://www.paypal.com/sdk/js"]')).toHaveAttribute(
        'src',
        /client-id=test-client&currency=CAD&intent=capture/,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('no payment script loads on the other pages', async ({ page }) => {
    await page.goto(`${URLS.web}/es`);
    await page.goto(`${URLS.web}/es/reservas`);
    await expect(page.locator('script[src*="paypal.com"], script[src*="stripe.com"]')).toHaveCount(
      0,
    );
  });
});
