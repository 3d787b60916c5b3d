import { expect, type Page, test } from '@playwright/test';
import { mailsTo, waitForMail } from '../../support/mail-box.js';

// A table booked through the chat widget, against the real API over the demo tenant's data
// (open Monday to Saturday, closed on Sundays; 20 people at most online). The guest only types
// in the chat; the reservation is checked in the guest's mail.

const OPEN = { es: 'Abrir el chat', fr: 'Ouvrir le clavardage' } as const;
const MONTHS = {
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
} as const;

/** A day 4 to 10 days ahead in Toronto, Tuesday to Saturday (the demo is open), not 1 July. */
function bookingDay(): { day: number; month: number } {
  const zoned = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(at)
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  for (let ahead = 4; ahead <= 10; ahead += 1) {
    const parts = zoned(new Date(Date.now() + ahead * 86_400_000));
    const month = Number(parts.month);
    const day = Number(parts.day);
    if (['Sun', 'Mon'].includes(parts.weekday!) || (month === 7 && day === 1)) continue;
    return { day, month };
  }
  throw new Error('no open day ahead');
}

const monthName = (lang: keyof typeof MONTHS, month: number) => MONTHS[lang].split(' ')[month - 1]!;

const panel = (page: Page) => page.getByRole('dialog');
const log = (page: Page) => panel(page).getByRole('log');

/** Types a message in the chat and waits for the assistant's answer. */
async function ask(page: Page, message: string) {
  const input = panel(page).getByRole('textbox');
  await input.fill(message);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-chat'));
  await input.press('Enter');
  expect((await answered).status()).toBe(200);
}

/** The last thing the assistant said. */
const lastReply = (page: Page) => log(page).locator('.chat-message--bot').last();

async function openChat(page: Page, lang: keyof typeof OPEN) {
  await page.goto(`/${lang}`);
  await page.getByRole('button', { name: OPEN[lang] }).click();
  await expect(panel(page).getByRole('textbox')).toBeFocused();
}

test('es: a guest books a table for 4 in the chat; one reservation, mailed to the guest', async ({
  page,
}) => {
  const { day, month } = bookingDay();
  const email = `ana.${Date.now()}@example.com`;
  await openChat(page, 'es');
  await ask(page, `mesa para 4 el ${day} de ${monthName('es', month)} a las 8`);
  await expect(lastReply(page)).toContainText(
    'Sí, puedes reservar en línea para 4 personas (hasta 20 por reserva). ¿A nombre de quién?',
  );
  await ask(page, 'Ana Pérez');
  await expect(lastReply(page)).toContainText('¿Tu correo? Ahí te llega la confirmación.');
  await ask(page, email);
  await expect(lastReply(page)).toContainText('¿Tu teléfono (10 dígitos)?');
  await ask(page, '416 555 0199');
  const when = `${day} de ${monthName('es', month)} a las 20:00`;
  await expect(lastReply(page)).toContainText(`Mesa para 4, el `);
  await expect(lastReply(page)).toContainText(when);
  await expect(lastReply(page)).toContainText(
    `a nombre de Ana Pérez (${email}, 416 555 0199). ¿Confirmo la reserva? Responde «sí» o «no».`,
  );
  expect(await mailsTo(email)).toHaveLength(0);
  await ask(page, 'sí');
  await expect(lastReply(page)).toContainText('Reserva enviada: mesa para 4, el ');
  await expect(lastReply(page)).toContainText(`${when}. Te escribimos a ${email}.`);

  const mail = await waitForMail(email, /Recibimos tu reserva/);
  expect(mail.text).toContain('Ana Pérez');
  // A further "sí" is no booking: the draft ended with the reservation.
  await ask(page, 'sí');
  await page.waitForTimeout(1_000);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('fr: a guest books a table for 4 in the chat, details asked one by one', async ({ page }) => {
  const { day, month } = bookingDay();
  const email = `camille.${Date.now()}@example.com`;
  await openChat(page, 'fr');
  await ask(page, 'Je voudrais réserver une table');
  await expect(lastReply(page)).toContainText('Pour quel jour ?');
  await ask(page, `le ${day} ${monthName('fr', month)}`);
  await expect(lastReply(page)).toContainText('À quelle heure ?');
  await ask(page, 'à 20h');
  await expect(lastReply(page)).toContainText('Pour combien de personnes ?');
  await ask(page, '4');
  await expect(lastReply(page)).toContainText('À quel nom ?');
  await ask(page, 'Camille Dubois');
  await expect(lastReply(page)).toContainText('Votre courriel ? La confirmation y arrive.');
  await ask(page, email);
  await expect(lastReply(page)).toContainText('Votre téléphone (10 chiffres) ?');
  await ask(page, '514 555 0101');
  await expect(lastReply(page)).toContainText(
    `${day} ${monthName('fr', month)} à 20:00, au nom de Camille Dubois (${email}, 514 555 0101).`,
  );
  await expect(lastReply(page)).toContainText('Je confirme la réservation ?');
  await ask(page, 'oui');
  await expect(lastReply(page)).toContainText('Réservation envoyée : table pour 4, le ');
  await expect(lastReply(page)).toContainText(`Nous vous écrivons à ${email}.`);

  const mail = await waitForMail(email);
  expect(mail.text).toContain('Camille Dubois');
  expect(await mailsTo(email)).toHaveLength(1);
});

test('a party of 25 is given the phone, and nothing is booked', async ({ page }) => {
  await openChat(page, 'es');
  await ask(page, 'mesa para 25 el sábado a las 8');
  await expect(lastReply(page)).toContainText(
    'En línea reservamos para grupos de hasta 20 personas; para 25, llámanos al +1 416 555 0142 y lo organizamos.',
  );
  // The booking ended: the next message is an ordinary question.
  await ask(page, '¿Cuál es su teléfono?');
  await expect(lastReply(page)).toContainText('+1 416 555 0142');
  await expect(lastReply(page)).not.toContainText('¿Para qué día?');
});

test('the guest cancels the booking in the chat with «cancelar»', async ({ page }) => {
  await openChat(page, 'es');
  await ask(page, 'quiero reservar una mesa para 2');
  await expect(lastReply(page)).toContainText('¿Para qué día?');
  await ask(page, 'cancelar');
  await expect(lastReply(page)).toContainText('Listo, no reservé nada.');
});
