#!/usr/bin/env node
// `pnpm dev`: hot reload. The API (tsx watch) on :8787, the public site's Vite dev server on :3000
// (and :3002 for the restaurant tenant), the back office's on :3001; the dev servers proxy /api
// with the original host in X-Forwarded-Host, so tenancy works as in production.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAccounts, startAuthEmulator } from './lib/auth-emulator.mjs';
import { launch, stopAllOnExit, waitForHttp } from './lib/processes.mjs';
import { LOCAL_ACCOUNTS } from './lib/stack.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
stopAllOnExit();

const auth = await startAuthEmulator({
  root,
  port: 9099,
  workDir: resolve(root, '.data/auth-emulator'),
});
await ensureAccounts(auth.host, LOCAL_ACCOUNTS);
const api = launch('api', 'pnpm', ['--filter', '@bar/api', 'dev'], {
  cwd: root,
  env: {
    PORT: '8787',
    DATA_DIR: resolve(root, '.data'),
    SEED_DEMO: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    SUPER_ADMIN_EMAILS: 'owner@example.com',
    ADMIN_EMAILS: 'staff@example.com',
    WEB_URL: 'http://localhost:3000',
    ADMIN_URL: 'http://localhost:3001/admin',
    CORS_ORIGINS: 'http://localhost:3000,http://localhost:3001,http://localhost:3002',
  },
});
await waitForHttp('http://127.0.0.1:8787/api/health', { process: api, timeoutMs: 90_000 });
launch('web', 'pnpm', ['--filter', '@bar/web', 'dev', '--port', '3000', '--strictPort'], {
  cwd: root,
});
launch(
  'web-restaurant',
  'pnpm',
  ['--filter', '@bar/web', 'dev', '--port', '3002', '--strictPort'],
  { cwd: root },
);
launch('admin', 'pnpm', ['--filter', '@bar/admin', 'dev', '--port', '3001', '--strictPort'], {
  cwd: root,
});
console.log(
  '\n  dev: http://localhost:3000/es · http://localhost:3002/es · http://localhost:3001/admin · API :8787\n',
);
