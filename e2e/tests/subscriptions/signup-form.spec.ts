import { expect, test } from '@playwright/test';
import { hydrated } from '../../support/fixtures.js';
import { mailsTo, waitForMail } from '../../support/mail-box.js';

// The subscription forms send once and say what happened: busy while sending, a second click
// sends nothing, success empties the form, every refusal is the API's text in the page's
// language (the API writes its errors in the request's language).

// page.route() does not see what a service worker fetches: keep the site's worker out.
test.use({ serviceWorkers: 'block' });

test('a double click sends one signup: busy while it runs, one subscription, one mail, form reset', async ({
  page,
}) => {
  const email = `double-${Date.now()}@example.com`;
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/subscriptions')
      posts += 1;
  });
  // Hold the signup until the busy state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscriptions', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/en/landingeng');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Subscribe' });
  await form.getByLabel('Name', { exact: true }).fill('Dot Double');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Phone (optional)').fill('416 555 0123');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).dblclick();

  const busy = form.getByRole('button', { name: 'Sending…' });
  await expect(busy).toBeDisabled();
  await expect(form).toHaveAttribute('aria-busy', 'true');
  // Enter in a field while it sends does not send again either.
  await form.getByLabel('E-mail', { exact: true }).press('Enter');
  release();

  await expect(form.getByRole('status')).toHaveText(
    'Check your e-mail and confirm your subscription.',
  );
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(form).toHaveAttribute('aria-busy', 'false');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  expect(posts).toBe(1);

  await waitForMail(email);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('a refusal is the API’s text in the page’s language, on its field; no answer says so too', async ({
  page,
}) => {
  await page.goto('/fr/landingfra');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Abonnez-vous' });
  const address = form.getByLabel('Courriel', { exact: true });
  await form.getByLabel('Nom', { exact: true }).fill('Rémi Refus');
  await address.fill('pas-une-adresse');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'M’abonner' }).click();
  await expect(form.getByRole('status')).toHaveText('Veuillez saisir un courriel valide.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  // A refusal keeps what the guest typed.
  await expect(address).toHaveValue('pas-une-adresse');

  // No answer at all (the network is gone): the landing pages' error text.
  await page.route('**/api/subscriptions', (route) => route.abort('internetdisconnected'));
  await address.fill(`fr-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'M’abonner' }).click();
  await expect(form.getByRole('status')).toHaveText('Une erreur est survenue. Veuillez réessayer.');
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Rémi Refus');
});
