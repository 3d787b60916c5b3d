import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { sectionLink } from '../../support/admin-nav.js';

// A question the assistant cannot answer reaches the back office's AI agent tab, grouped with
// its other wordings; staff answer it in three languages and the public chat then answers it.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const OPEN = { es: 'Abrir el chat', en: 'Open the chat' } as const;
const INPUT = { es: 'Escribe tu pregunta', en: 'Type your question' } as const;

const panel = (page: Page) => page.getByRole('dialog');

async function ask(page: Page, question: string, locale: keyof typeof INPUT = 'es') {
  const input = panel(page).getByRole('textbox', { name: INPUT[locale] });
  await input.fill(question);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-chat'));
  await input.press('Enter');
  await answered;
}

async function openChat(page: Page, locale: keyof typeof OPEN) {
  await page.goto(`${URLS.web}/${locale}`);
  await page.getByRole('button', { name: OPEN[locale] }).click();
  await expect(panel(page).getByRole('textbox', { name: INPUT[locale] })).toBeFocused();
}

test('an unanswered chat question is grouped for staff, answered in three languages, then the chat answers it', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await routeExternalHosts(context);
  // A wording of its own each run: the stack's store outlives a run.
  const mark = String(Date.now()).slice(-6);
  const question = `¿Tienen estacionamiento para bicicletas modelo ${mark}?`;
  const answers = {
    es: `Sí, hay un aparcabicicletas frente a la entrada (${mark}).`,
    en: `Yes, there is a bike rack in front of the entrance (${mark}).`,
    fr: `Oui, il y a un support à vélos devant l’entrée (${mark}).`,
  };

  // The guest asks three times, in two close wordings: the chat does not know and offers the contact form.
  await openChat(page, 'es');
  await ask(page, question);
  await expect(panel(page).getByRole('log')).toContainText('no tengo esa información');
  await ask(page, `¿Hay estacionamiento para bicicletas modelo ${mark}?`);
  await ask(page, question);

  // Staff sign in: the day view lists it; its card's link opens the AI agent section.
  await signInToAdmin(page, STAFF.email, STAFF.password);
  const card = page.getByRole('region', { name: 'Preguntas sin respuesta' });
  await expect(card.getByRole('listitem').filter({ hasText: question })).toContainText('3 veces', {
    timeout: 30_000,
  });
  await card.getByRole('link', { name: 'Responderlas en Agente IA' }).click();
  await expect(sectionLink(page, 'Agente IA')).toHaveAttribute('aria-current', 'page');
  const section = page.getByRole('region', { name: 'Preguntas sin respuesta' });
  const group = section.getByRole('listitem').filter({ hasText: question });
  await expect(group).toContainText('3 veces');
  await expect(group).toContainText(
    `También preguntada como: ¿Hay estacionamiento para bicicletas modelo ${mark}?`,
  );

  await group.getByRole('button', { name: 'Añadir una respuesta' }).click();
  const form = page.getByRole('form', { name: `Respuesta a «${question}»` });
  const es = form.getByRole('group', { name: 'Español' });
  await expect(es.getByLabel('Pregunta')).toBeFocused();
  await expect(es.getByLabel('Pregunta')).toHaveValue(question);
  await expectNoAxeViolations(page);
  await es.getByLabel('Respuesta').fill(answers.es);
  const en = form.getByRole('group', { name: 'Inglés' });
  await en.getByLabel('Pregunta').fill(`Do you have bike parking for model ${mark}?`);
  await en.getByLabel('Respuesta').fill(answers.en);
  const fr = form.getByRole('group', { name: 'Francés' });
  await fr.getByLabel('Pregunta').fill(`Avez-vous un stationnement pour vélos modèle ${mark} ?`);
  await fr.getByLabel('Respuesta').fill(answers.fr);
  await form.getByRole('button', { name: 'Guardar la respuesta' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Respuesta añadida a las preguntas frecuentes.',
  );
  await expect(section.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);

  // The public chat now answers it, in Spanish and in English (new guests: the chat keeps an
  // open conversation across pages).
  for (const [locale, asked] of [
    ['es', question],
    ['en', `Do you have bike parking for model ${mark}?`],
  ] as const) {
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await openChat(guestPage, locale);
    await ask(guestPage, asked, locale);
    await expect(panel(guestPage).getByRole('log')).toContainText(answers[locale]);
    await guest.close();
  }
});
