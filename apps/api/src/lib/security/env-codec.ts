import { isSecretEnvName, SERVER_ROLE_NAMES } from '@bar/domain/env/variables';
import { isSealed, type SecretBox, SecretBoxError } from './secret-box.js';

/** Seals the secret values (declared ones and extras named like secrets); the rest stays clear. */
export const sealEnv = (box: SecretBox, env: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      isSecretEnvName(name) ? box.seal(name, value) : value,
    ]),
  );

/**
 * Opens a stored environment. Values that do not open (another key, damage) are listed in
 * `unreadable` instead of failing, so the caller decides; a secret stored in clear (a hand edit)
 * is read as is and gets sealed on the next save. The server's role lists, which a tenant's
 * environment once held and which never took effect there, are left out.
 */
export function openEnv(box: SecretBox, stored: Record<string, string>) {
  const env: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const [name, value] of Object.entries(stored)) {
    if (SERVER_ROLE_NAMES.has(name)) continue;
    if (!isSealed(value)) env[name] = value;
    else {
      try {
        env[name] = box.open(name, value);
      } catch (err) {
        if (!(err instanceof SecretBoxError)) throw err;
        unreadable.push(name);
      }
    }
  }
  return { env, unreadable };
}
