import { expect, type Page, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The AI chat widget against the real API and its offline answerer
// over the demo tenant's data.

const OPEN: Record<string, string> = {
  es: 'Abrir el chat',
  en: 'Open the chat',
  fr: 'Ouvrir le clavardage',
};

/** What "today's hours" must say for the demo schedule (Mon-Thu 12-23, Fri-Sat 12-02, Sun closed). */
function todayInSpanish(): RegExp {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Toronto',
    weekday: 'long',
  }).format(new Date());
  if (day === 'Sunday') return /Hoy \(domingo\) estamos cerrados\./;
  if (day === 'Friday' || day === 'Saturday')
    return /Hoy \((viernes|sábado)\) abrimos de 12:00 a 02:00\./;
  return /Hoy \((lunes|martes|miércoles|jueves)\) abrimos de 12:00 a 23:00\./;
}

const launcher = (page: Page, locale: string) => page.getByRole('button', { name: OPEN[locale] });
const panel = (page: Page) => page.getByRole('dialog');
const log = (page: Page) => panel(page).getByRole('log');

async function ask(page: Page, question: string) {
  const input = panel(page).getByRole('textbox');
  await input.fill(question);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-chat'));
  await input.press('Enter');
  return answered;
}

for (const locale of ['es', 'en', 'fr'] as const) {
  test(`@phone ${locale}: asks today's hours, switches to English mid-conversation`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await launcher(page, locale).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('textbox')).toBeFocused();

    await ask(page, '¿a qué hora abren hoy?');
    await expect(log(page)).toContainText(todayInSpanish());
    // the conversation is now in Spanish, whatever the page's language
    await expect(panel(page).getByRole('button', { name: 'Enviar' })).toBeVisible();

    await ask(page, 'What is your phone number?');
    await expect(log(page)).toContainText('You can call us at +1 416 555 0142.');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Assistant' })).toBeVisible();
  });
}

test('an empty message is ignored; a failure shows as a warning bot message', async ({ page }) => {
  await page.goto('/es');
  await launcher(page, 'es').click();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai-chat')) calls += 1;
  });
  await panel(page).getByRole('textbox').fill('   ');
  await panel(page).getByRole('textbox').press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  expect(calls).toBe(0);

  await page.route('**/api/ai-chat', (route) => route.fulfill({ status: 503, body: '' }));
  await ask(page, '¿teléfono?');
  await expect(log(page)).toContainText(
    'El asistente no pudo responder ahora. Inténtalo de nuevo en un momento.',
  );

  // No connection at all: the widget's own words, never the browser's "Failed to fetch".
  await page.unroute('**/api/ai-chat');
  await page.route('**/api/ai-chat', (route) => route.abort('internetdisconnected'));
  // No answer comes back to wait for: the guest reads the widget.
  await panel(page).getByRole('textbox').fill('¿horario?');
  await panel(page).getByRole('textbox').press('Enter');
  await expect(log(page)).toContainText('Sin conexión. Inténtalo de nuevo.');
  await expect(log(page)).not.toContainText('Failed to fetch');
});

test('a message over the limit is refused before sending, with the limit named; nothing is cut', async ({
  page,
}) => {
  await page.goto('/fr');
  await launcher(page, 'fr').click();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai-chat')) calls += 1;
  });
  const box = panel(page).getByRole('textbox');
  const long = 'Bonjour '.repeat(625);
  await box.fill(long);
  await expect(box).toHaveValue(long);
  await expect(panel(page).getByRole('alert')).toHaveText(
    'Votre message compte 5000 caractères ; la limite est de 500. Raccourcissez-le pour l’envoyer.',
  );
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page).getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  await box.press('Enter');
  expect(calls).toBe(0);
  await box.fill('Quels sont vos horaires ?');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Envoyer', exact: true })).toBeEnabled();
});

test('the lead form sends only with name, e-mail and consent, then hides', async ({ page }) => {
  await page.goto('/en');
  await launcher(page, 'en').click();
  await ask(page, 'xyzzy plugh quux');
  const form = panel(page).getByRole('group', { name: 'Would you like us to contact you?' });
  await expect(form).toBeVisible();
  const send = form.getByRole('button', { name: 'Send contact' });
  await form.getByLabel('Name', { exact: true }).fill('Ana Pérez');
  await form.getByLabel('E-mail', { exact: true }).fill('ana@example.com');
  await expect(send).toBeDisabled();
  await form.getByLabel('I agree to be contacted by e-mail').check();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await send.click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect((await response.json()) as { id: string }).toMatchObject({ id: /^[0-9a-f]{16}$/ });
  await expect(form).toBeHidden();
  await expect(panel(page).getByRole('status')).toContainText("Thank you! We'll be in touch soon.");
});

test('keyboard only: focus into the panel, Enter sends, Escape closes back to the button; axe 0', async ({
  page,
}) => {
  await page.goto('/fr');
  await launcher(page, 'fr').focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Quel est votre numéro de téléphone ?');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-chat'));
  await page.keyboard.press('Enter');
  await answered;
  await expect(log(page)).toContainText('Vous pouvez nous appeler au +1 416 555 0142.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page, 'fr')).toBeFocused();
});

test('the conversation survives navigation; telemetry is sent when the tab is hidden', async ({
  page,
}) => {
  await page.goto('/es');
  await launcher(page, 'es').click();
  await ask(page, '¿Dónde están ubicados?');
  await expect(log(page)).toContainText('412 King Street West');

  // a client-side navigation (keyboard, so the open panel cannot be in the way)
  const menus = page.locator('a[href="/es/menus"]').first();
  await menus.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/menus/);
  await expect(log(page)).toContainText('412 King Street West');

  // What the tenant's chat metrics count for the topic asked, before and after the tab hides
  // (Chromium does not show a beacon's body to Playwright, so the server's count is the proof).
  const token = await idTokenFor('owner@example.com', 'cantina-owner');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(),
  );
  const addressCount = async () => {
    const res = await fetch(
      `${URLS.web}/api/admin/ai-agents/default/metrics?from=${today}&to=${today}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const metrics = (await res.json()) as { topics: { topic: string; count: number }[] };
    return metrics.topics.find((entry) => entry.topic === 'address')?.count ?? 0;
  };
  const before = await addressCount();

  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/log-aai'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
  await expect.poll(addressCount).toBe(before + 1);
});
