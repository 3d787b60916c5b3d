// The product on the embedded defaults: Auth emulator + the built API serving the built apps.
import { join } from 'node:path';
import { ensureAccounts, startAuthEmulator } from './auth-emulator.mjs';
import { launch, run, waitForHttp } from './processes.mjs';

/** Builds what the stack serves (turbo skips what has not changed); resolves with the exit code. */
export function buildStack(root) {
  return run(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@bar/api',
      '--filter=@bar/web',
      '--filter=@bar/admin',
      '--output-logs=errors-only',
    ],
    { cwd: root, env: { TURBO_TELEMETRY_DISABLED: '1' } },
  );
}

export const LOCAL_ACCOUNTS = [
  { email: 'owner@example.com', password: 'cantina-owner', displayName: 'Owner' },
  { email: 'staff@example.com', password: 'cantina-staff', displayName: 'Staff' },
];

/**
 * Starts the stack. `ports` are [web default tenant, admin, web restaurant tenant] and,
 * optionally, the restaurant tenant's admin;
 * `dataDir` holds SQLite, blobs and the emulator's scratch files.
 */
export async function startStack({
  root,
  ports = [3000, 3001, 3002],
  authPort = 9099,
  dataDir,
  env = {},
  quiet = false,
}) {
  const auth = await startAuthEmulator({
    root,
    port: authPort,
    workDir: join(dataDir, 'auth-emulator'),
  });
  await ensureAccounts(auth.host, LOCAL_ACCOUNTS);
  const [webPort, adminPort, restaurantPort, restaurantAdminPort] = ports;
  const restaurantAdmin = restaurantAdminPort
    ? [`localhost:${restaurantAdminPort}`, `127.0.0.1:${restaurantAdminPort}`]
    : [];
  const api = launch('api', process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    quiet,
    env: {
      // Not production: the API refuses to trust an Auth emulator there.
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: String(webPort),
      EXTRA_PORTS: [adminPort, restaurantPort, restaurantAdminPort].filter(Boolean).join(','),
      TENANT_HOSTS: [
        `localhost:${webPort}=default`,
        `127.0.0.1:${webPort}=default`,
        `localhost:${adminPort}=default`,
        `127.0.0.1:${adminPort}=default`,
        `localhost:${restaurantPort}=restaurant`,
        `127.0.0.1:${restaurantPort}=restaurant`,
        ...restaurantAdmin.map((host) => `${host}=restaurant`),
      ].join(','),
      ADMIN_HOSTS: [`localhost:${adminPort}`, `127.0.0.1:${adminPort}`, ...restaurantAdmin].join(
        ',',
      ),
      WEB_URL: `http://localhost:${webPort}`,
      ADMIN_URL: `http://localhost:${adminPort}/admin`,
      WEB_DIST: join(root, 'apps/web/build/client'),
      ADMIN_DIST: join(root, 'apps/admin/dist'),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      SUPER_ADMIN_EMAILS: 'owner@example.com',
      ADMIN_EMAILS: 'staff@example.com',
      ...env,
    },
  });
  // The first start seeds the demo (images made with sharp): API_START_TIMEOUT_MS for a loaded machine.
  const timeoutMs = Number(process.env.API_START_TIMEOUT_MS ?? 60_000);
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { timeoutMs, process: api });
  return {
    authHost: auth.host,
    apiPid: api.child.pid,
    urls: {
      web: `http://localhost:${webPort}`,
      admin: `http://localhost:${adminPort}/admin`,
      restaurant: `http://localhost:${restaurantPort}`,
      restaurantAdmin: restaurantAdminPort ? `http://localhost:${restaurantAdminPort}/admin` : '',
    },
    stop: async () => {
      await api.stop();
      await auth.stop();
    },
  };
}
