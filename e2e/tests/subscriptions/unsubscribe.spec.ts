import { expect, test } from '@playwright/test';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations, hydrated } from '../../support/fixtures.js';
import { waitForMail } from '../../support/mail-box.js';
import { openSection } from '../../support/admin-nav.js';

// Every marketing page offers a way out: a link to the unsubscribe page, where a guest without
// the mail's link asks for one by e-mail.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

const MARKETING = [
  { path: '/es/emailmarketing', link: 'Cancelar suscripción', to: '/es/desuscritos' },
  { path: '/en/land', link: 'Unsubscribe', to: '/en/desuscritos' },
  { path: '/es/landingesp', link: 'Cancelar suscripción', to: '/es/desuscritos' },
  { path: '/en/landingeng', link: 'Unsubscribe', to: '/en/desuscritos' },
  { path: '/fr/landingfra', link: 'Se désabonner', to: '/fr/desuscritos' },
] as const;

test.describe('a way to unsubscribe on every marketing page', () => {
  for (const { path, link, to } of MARKETING) {
    test(`${path} links to the unsubscribe page`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const way = page.getByRole('main').getByRole('link', { name: link, exact: true });
      await expect(way).toBeVisible();
      await expect(way).toHaveAttribute('href', to);
    });
  }

  test('subscribe, then leave from the page: the link comes by e-mail and unsubscribes', async ({
    page,
  }) => {
    const email = `leave-${Date.now()}@example.com`;
    await page.goto('/fr/landingfra');
    await hydrated(page);
    const signup = page.getByRole('form', { name: 'Abonnez-vous' });
    await signup.getByLabel('Nom', { exact: true }).fill('Lou Départ');
    await signup.getByLabel('Courriel', { exact: true }).fill(email);
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'M’abonner' }).click();
    await expect(signup.getByRole('status')).toHaveText(
      'Vérifiez vos courriels et confirmez votre abonnement.',
    );

    await page.getByRole('main').getByRole('link', { name: 'Se désabonner', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/desuscritos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désabonner');
    const ask = page.getByRole('form', { name: 'Vous n’avez pas le lien ?' });
    await expectNoAxeViolations(page);
    // A malformed address: the API's refusal, in French, on the field.
    await ask.getByLabel('Courriel', { exact: true }).fill('pas-une-adresse');
    await ask.getByRole('button', { name: 'M’envoyer le lien' }).click();
    await expect(ask.getByRole('status')).toHaveText('Veuillez saisir un courriel valide.');
    await expect(ask.getByLabel('Courriel', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await ask.getByLabel('Courriel', { exact: true }).fill(email);
    await ask.getByRole('button', { name: 'M’envoyer le lien' }).click();
    await expect(ask.getByRole('status')).toHaveText(
      'Si cette adresse figure sur notre liste, nous lui avons envoyé un lien pour se désabonner.',
    );
    await expect(ask.getByLabel('Courriel', { exact: true })).toHaveValue('');

    const mail = await waitForMail(email, /^Désabonnement/);
    const link = /https?:\/\/\S+\/fr\/desuscritos\?token=[^\s>]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désabonnement confirmé');

    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Reservas');
    await page.getByRole('tab', { name: 'Suscriptores' }).click();
    await expect(
      page
        .getByRole('table', { name: /suscriptor/ })
        .getByRole('row')
        .filter({ hasText: email }),
    ).toContainText('Dado de baja');
  });

  // Last in this file: it spends the request form's limit (10 a minute per address) for a minute.
  test('too many requests: the API’s 429 text, in the page’s language', async ({ page }) => {
    await page.goto('/es/desuscritos');
    await hydrated(page);
    const ask = page.getByRole('form', { name: '¿No tienes el enlace?' });
    const button = ask.getByRole('button', { name: 'Enviarme el enlace' });
    await ask.getByLabel('Correo electrónico', { exact: true }).fill('nadie@example.com');
    // Sent through the form until the API says "too many" (the limit is 10 a minute).
    for (let i = 0; i < 12; i += 1) {
      await button.click();
      await expect(button).toBeEnabled();
      const text = await ask.getByRole('status').textContent();
      if (text === 'Demasiadas solicitudes. Inténtalo de nuevo en un momento.') break;
      await ask.getByLabel('Correo electrónico', { exact: true }).fill('nadie@example.com');
    }
    await expect(ask.getByRole('status')).toHaveText(
      'Demasiadas solicitudes. Inténtalo de nuevo en un momento.',
    );
  });
});
