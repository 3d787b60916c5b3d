#!/usr/bin/env node
// `pnpm test`: lint, typecheck, unit + API tests (with the Auth and Firestore emulators),
// build, end-to-end tests in Chromium; ends with one summary line of counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { freePort, run, stopAll, stopAllOnExit } from './lib/processes.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const results = join(root, '.tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
stopAllOnExit();

const only = new Set(process.argv.slice(2)); // e.g. `pnpm test unit e2e`
const wanted = (step) => only.size === 0 || only.has(step);
const turboEnv = { TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' };
const rows = [];
const record = (name, passed, failed, skipped = 0) => rows.push({ name, passed, failed, skipped });

async function check(name, args) {
  if (!wanted(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const code = await run('pnpm', args, { cwd: root, env: turboEnv });
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/** Vitest in every package that has tests, with a JSON report to count from. */
async function unitTests(env) {
  const suites = [
    ['packages/domain'],
    ['packages/i18n'],
    ['packages/client'],
    ['packages/ui'],
    ['packages/ui', 'vitest.emulator.config.ts'], // the real Firebase web SDK against the Auth emulator
    ['apps/web'],
    ['apps/admin'],
    ['apps/api'], // starts the Firestore emulator itself (test/global-setup.ts)
  ];
  for (const [dir, config] of suites) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (!pkg.scripts?.test) continue;
    const name = config ? `${pkg.name} (emulator)` : pkg.name;
    console.log(`\n━━ unit: ${name} ━━`);
    const output = join(results, `${name.replace(/\W+/g, '_')}.json`);
    const code = await run(
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        ...(config ? ['-c', config] : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${output}`,
      ],
      { cwd: join(root, dir), env },
    );
    if (!existsSync(output)) {
      record(`unit ${name}`, 0, 1);
      continue;
    }
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const failedFiles = report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    record(
      `unit ${name}`,
      report.numPassedTests,
      report.numFailedTests +
        failedFiles +
        (code !== 0 && report.numFailedTests === 0 && failedFiles === 0 ? 1 : 0),
      report.numPendingTests + report.numTodoTests,
    );
  }
}

async function e2eTests(env) {
  console.log('\n━━ e2e (Chromium) ━━');
  const output = join(results, 'e2e.json');
  const code = await run('pnpm', ['exec', 'playwright', 'test'], {
    cwd: join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!existsSync(output)) return record('e2e', 0, 1);
  const { stats } = JSON.parse(readFileSync(output, 'utf8'));
  record(
    'e2e',
    stats.expected,
    stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    stats.skipped,
  );
}

try {
  await check('format', ['exec', 'prettier', '--check', '--log-level=warn', '.']);
  await check('lint', ['turbo', 'run', 'lint', '--output-logs=errors-only', '--continue']);
  await check('typecheck', [
    'turbo',
    'run',
    'typecheck',
    '--output-logs=errors-only',
    '--continue',
  ]);

  if (wanted('unit')) {
    const auth = await startAuthEmulator({
      root,
      port: await freePort(),
      workDir: join(root, '.tmp', 'auth-emulator-unit'),
    });
    await unitTests({ FIREBASE_AUTH_EMULATOR_HOST: auth.host, CI: process.env.CI ?? '' });
    await auth.stop();
  }

  await check('build', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  if (wanted('e2e')) await e2eTests({});
} finally {
  await stopAll();
}

const total = rows.reduce(
  (sum, row) => ({
    passed: sum.passed + row.passed,
    failed: sum.failed + row.failed,
    skipped: sum.skipped + row.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n━━ summary ━━');
for (const row of rows) {
  console.log(
    `${row.failed ? '✗' : '✓'} ${row.name.padEnd(24)} ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''}`,
  );
}
console.log(
  `Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 && rows.length > 0 ? 0 : 1);
