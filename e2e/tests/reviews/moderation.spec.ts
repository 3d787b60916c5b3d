import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { createEvent, dayFromToday, staffToken } from '../blog/blog-events.js';
import { openSection } from '../../support/admin-nav.js';

// Staff read the guests' reviews in the back office, hide an abusive one (it leaves the home
// page's rail at once) and show it again.
const ratings = { experience: 1, flavor: 2, service: 1, waitTime: 1, atmosphere: 2, price: 1 };

test.describe('review moderation', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone staff hide a survey comment and it leaves the home rail; showing it brings it back', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const comment = `Comentario ofensivo de prueba ${Date.now()}`;
    // Sent from the restaurant's kiosk, signed in with a staff account: on the rail at once.
    const kiosk = await staffToken();
    const sent = await request.post(`${URLS.web}/api/surveys`, {
      headers: { authorization: `Bearer ${kiosk}` },
      data: {
        locale: 'es',
        name: 'Troll',
        comment,
        answers: { ratings, wouldRecommend: false, wouldReturn: false, howHeard: 'other' },
      },
    });
    expect(sent.status()).toBe(201);

    // A guest's fresh visit (no cached answer) sees it in the Spanish rail.
    const railHas = async () => {
      const guest = await browser.newPage();
      await guest.goto(`${URLS.web}/es`);
      const rail = guest.getByRole('region', { name: /Lo que dicen nuestros invitados/ });
      await rail.scrollIntoViewIfNeeded();
      await guest.waitForLoadState('networkidle');
      const count = await rail.getByText(comment).count();
      await guest.close();
      return count;
    };
    await expect.poll(railHas, { timeout: 30_000 }).toBe(1);

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Opiniones');
    const card = page.getByRole('article').filter({ hasText: comment });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Troll' })).toBeVisible();
    await expect(card.getByLabel('1 de 5 estrellas')).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Ocultar la opinión de Troll' }).click();
    await expect(page.getByText('Opinión oculta: ya no se ve en el sitio.').first()).toBeVisible();
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
    await expect.poll(railHas, { timeout: 30_000 }).toBe(0);

    // The hidden filter finds it; showing it puts it back on the rail.
    await page.getByLabel('Visibilidad').selectOption('hidden');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Mostrar la opinión de Troll' }).click();
    await expect(page.getByText('Opinión visible de nuevo.').first()).toBeVisible();
    await expect.poll(railHas, { timeout: 30_000 }).toBe(1);
    // Left hidden for the next runs' rails.
    await page.getByLabel('Visibilidad').selectOption('all');
    await card.getByRole('button', { name: 'Ocultar la opinión de Troll' }).click();
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
  });

  test('staff search the reviews for a word, hide two at once, and the view survives a reload', async ({
    page,
    request,
  }) => {
    test.slow();
    const word = `zumbido${Date.now()}`;
    const kiosk = await staffToken();
    for (const [name, comment] of [
      ['Ana', `Mucho ${word} en la terraza`],
      ['Luis', `El ${word} de la música no dejaba hablar`],
      ['Marta', 'Todo perfecto, volveremos'],
    ])
      expect(
        (
          await request.post(`${URLS.web}/api/surveys`, {
            headers: { authorization: `Bearer ${kiosk}` },
            data: {
              locale: 'es',
              name,
              comment,
              answers: { ratings, wouldRecommend: true, wouldReturn: true, howHeard: 'other' },
            },
          })
        ).status(),
      ).toBe(201);

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Opiniones');
    await page.getByLabel('Buscar en las opiniones').fill(word.toUpperCase());
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('2 opiniones', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`));

    await page.getByRole('checkbox', { name: 'Seleccionar la opinión de Ana' }).check();
    await page.getByRole('checkbox', { name: 'Seleccionar la opinión de Luis' }).check();
    await expect(page.getByText('2 opiniones seleccionadas')).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar las seleccionadas' }).click();
    await expect(
      page.getByText('2 opiniones ocultas: ya no se ven en el sitio.').first(),
    ).toBeVisible();
    await expect(cards.getByText('Oculta', { exact: true })).toHaveCount(2);

    // The view is in the URL: a reload (or a colleague given the link) sees the same list.
    await page.reload();
    await expect(page.getByLabel('Buscar en las opiniones')).toHaveValue(word.toUpperCase());
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText('Oculta', { exact: true })).toHaveCount(2);
    await page.getByLabel('Visibilidad').selectOption('visible');
    await expect(page.getByText('No hay opiniones con estos filtros.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff answer an event review privately: the guest gets a mail in their language', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const event = await createEvent(request, await staffToken(), {
      title: `Noche de boleros ${stamp}`,
      date: dayFromToday(-2),
      startTime: '20:00',
      status: 'published',
    });
    const email = `lucie.${stamp}@example.com`;
    const review = await request.post(`${URLS.web}/api/events/${event.id}/feedback`, {
      data: {
        name: 'Lucie',
        email,
        consent: true,
        rating: 2,
        comment: 'La musique était trop forte.',
        locale: 'fr',
      },
    });
    expect(review.status(), await review.text()).toBe(201);

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Opiniones');
    const card = page.getByRole('article').filter({ hasText: 'La musique était trop forte.' });
    await expect(card).toContainText(`Sobre «${event.title}»`);
    await card.getByRole('button', { name: 'Responder por correo a Lucie' }).click();
    await card
      .getByLabel(`Tu respuesta (se envía a ${email})`)
      .fill('Merci, nous baisserons le son la prochaine fois.');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText(`Respuesta enviada a ${email}.`).first()).toBeVisible();
    await expect(card).toContainText('Respondida el');

    // The mail waits in the outbox, in the guest's language, with the staff's words.
    await openSection(page, 'Reservas');
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    const outbox = page.getByRole('table', { name: /mensajes?$/ });
    const mail = outbox.getByRole('row').filter({ hasText: email }).first();
    await expect(mail).toContainText('Une réponse à votre avis');
    await mail.locator('summary').click();
    await expect(mail).toContainText('Merci, nous baisserons le son la prochaine fois.');
  });
});
