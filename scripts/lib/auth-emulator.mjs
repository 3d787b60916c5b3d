// The Firebase Auth emulator (firebase-tools), started once per stack or test run.
// https://firebase.google.com/docs/emulator-suite/connect_auth
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, launch, waitForHttp } from './processes.mjs';

export const PROJECT_ID = 'demo-restaurant';

export async function startAuthEmulator({ root, port, workDir }) {
  mkdirSync(workDir, { recursive: true });
  const configPath = join(workDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port },
        // The hub and logging ports default to 4400/4500; free ones let several stacks (a dev
        // stack, the tests, the benchmarks) run side by side.
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
      },
    }),
  );
  const firebase = join(root, 'node_modules', '.bin', 'firebase');
  const emulator = launch(
    'auth-emulator',
    firebase,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath],
    {
      cwd: workDir,
      quiet: true,
      env: {
        XDG_CONFIG_HOME: join(workDir, 'xdg'),
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      },
    },
  );
  // A loaded machine may need longer to start the JVM: AUTH_EMULATOR_TIMEOUT_MS raises the wait.
  const timeoutMs = Number(process.env.AUTH_EMULATOR_TIMEOUT_MS ?? 90_000);
  await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs, process: emulator });
  return { host: `127.0.0.1:${port}`, stop: emulator.stop };
}

/** fetch, retried a few times: the emulator may reset a connection just after it starts. */
async function fetchRetrying(url, init, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** Creates (or resets) verified e-mail/password accounts through the emulator's admin REST API. */
export async function ensureAccounts(host, accounts) {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  for (const { email, password, displayName } of accounts) {
    const lookup = await fetchRetrying(`${base}/accounts:lookup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: [email] }),
    }).then((res) => res.json());
    const existing = lookup.users?.[0];
    const body = { email, password, displayName, emailVerified: true };
    const res = existing
      ? await fetchRetrying(`${base}/accounts:update`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...body, localId: existing.localId }),
        })
      : await fetchRetrying(`${base}/accounts`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
    if (!res.ok) throw new Error(`could not create ${email}: ${res.status} ${await res.text()}`);
  }
}
