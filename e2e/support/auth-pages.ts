import { expect, type Locator, type Page } from '@playwright/test';
import { URLS } from './ports.js';

/** The header's user badge ('Sesión' group). */
export const badge = (page: Page, label = 'Sesión'): Locator =>
  page.getByRole('group', { name: label, exact: true });

/** The footer's account entries, as shown (Invitado, Cuenta, Iniciar sesión, Admin, Cerrar sesión). */
/** The footer's account entries (the footer also lists contact and social links). */
export const accountEntries = (page: Page): Locator =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: /^(Cuenta|Account|Compte)$/ })
    .getByRole('listitem');

export async function expectSignedOutBadge(page: Page): Promise<void> {
  const name = badge(page).getByText('no auth', { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('title', 'no autenticado');
}

/** Fills the sign-in card's e-mail form; `action` is 'Entrar' or 'Crear cuenta'. */
export async function submitEmailForm(
  page: Page,
  email: string,
  password: string,
  action: 'Entrar' | 'Crear cuenta',
) {
  const form = page.getByRole('form', { name: 'Con tu correo' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: action, exact: true }).click();
}

/** Signs in through the back office's local e-mail form (admin port). */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${URLS.admin}/admin`);
  const form = page.getByRole('form', { name: 'Cuentas locales' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
}

type StoredUser = { value?: { email?: string; stsTokenManager?: { accessToken?: string } } };

/** Entries of the SDK's IndexedDB store (local persistence); [] when nothing is stored. */
export async function storedAuthUsers(page: Page): Promise<StoredUser[]> {
  return page.evaluate(
    () =>
      new Promise<StoredUser[]>((resolve) => {
        const request = indexedDB.open('firebaseLocalStorageDb');
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as StoredUser[]).filter((entry) => entry.value?.stsTokenManager));
          };
          all.onerror = () => resolve([]);
        };
      }),
  );
}

/** The ID token the page itself holds for its signed-in account. */
export async function pageIdToken(page: Page): Promise<string> {
  const users = await storedAuthUsers(page);
  const token = users[0]?.value?.stsTokenManager?.accessToken;
  if (!token) throw new Error('the page holds no ID token');
  return token;
}
