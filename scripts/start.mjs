#!/usr/bin/env node
// `pnpm start`: builds what changed, then runs the product as in production on the embedded
// defaults (SQLite + local files + the Auth emulator). Ctrl-C stops everything.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portInUse, stopAllOnExit } from './lib/processes.mjs';
import { buildStack, LOCAL_ACCOUNTS, startStack } from './lib/stack.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const ports = [3000, 3001, 3002, 3003];
stopAllOnExit();

for (const port of [...ports, 9099]) {
  if (await portInUse(port)) {
    console.error(
      `Port ${port} is already in use: stop whatever runs there (another \`pnpm start\`?) and try again.`,
    );
    process.exit(1);
  }
}

const built = await buildStack(root);
if (built !== 0) process.exit(built);

// Request logs stay out of the way unless asked for (LOG_LEVEL=info pnpm start).
const stack = await startStack({
  root,
  ports,
  dataDir: resolve(root, '.data'),
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(`
  The product is running (Ctrl-C stops it):
    public site, default tenant     ${stack.urls.web}/es   (/en, /fr)
    public site, restaurant tenant  ${stack.urls.restaurant}/es
    back office                     ${stack.urls.admin}
    back office, restaurant tenant  ${stack.urls.restaurantAdmin}
    API docs                        ${stack.urls.web}/api/docs
    Auth emulator                   http://${stack.authHost}
  Local accounts: ${LOCAL_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}
`);
