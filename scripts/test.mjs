#!/usr/bin/env node
// `pnpm test`: format, lint, typecheck, unused code (knip), unit + API tests (with the Auth and Firestore emulators),
// build, end-to-end tests in Chromium; ends with one summary line of counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { freePort, runCapturing, stopAll, stopAllOnExit } from './lib/processes.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const results = join(root, '.tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
stopAllOnExit();
const runStarted = Date.now();

const only = new Set(process.argv.slice(2)); // e.g. `pnpm test unit e2e`
const wanted = (step) => only.size === 0 || only.has(step);
const turboEnv = { TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' };
const rows = [];
/** When the step being recorded began (each step sets it), for its time in the summary. */
let stepStart = Date.now();
const record = (name, passed, failed, skipped = 0) =>
  rows.push({
    name,
    passed,
    failed,
    skipped,
    seconds: Math.round((Date.now() - stepStart) / 1000),
  });
/** Why each failed step failed, printed again just above the summary (CI shows the log's tail). */
const reasons = [];
const WHY_LINES = 40;

/** A step's output as lines, without colour codes or trailing blanks. */
const plainLines = (output) =>
  output
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
    .split('\n')
    .map((line) => line.trimEnd());

/** The part of a failed step's output that says why: the test runners' failure sections, else its tail. */
function explain(name, output) {
  const lines = plainLines(output);
  const start = lines.findIndex(
    (line) =>
      /⎯+ ?(Failed Tests?|Failed Suites?|Unhandled (Errors?|Rejections?)|Errors?)\b/.test(line) ||
      /^\s+\d+\) \[/.test(line), // Playwright's numbered failures
  );
  const picked =
    start >= 0
      ? lines.slice(start, start + WHY_LINES)
      : lines.filter((line) => line.trim() !== '').slice(-25);
  reasons.push({ name, lines: picked });
}

async function check(name, args) {
  if (!wanted(name)) return;
  console.log(`\n━━ ${name} ━━`);
  stepStart = Date.now();
  const { code, output } = await runCapturing('pnpm', args, { cwd: root, env: turboEnv });
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  if (code !== 0) explain(name, output);
}

/**
 * True when a Vitest run failed with no failed test or suite, and each unhandled error it caught
 * is its worker pool's own ("[vitest-pool]: Worker forks emitted error … Worker exited
 * unexpectedly", "[vitest-worker]: Timeout calling …"), not an error from the code under test.
 */
function onlyPoolErrors(log, reportFile) {
  if (!existsSync(reportFile)) return false;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (report.numFailedTests > 0 || report.testResults.some((file) => file.status === 'failed'))
    return false;
  const lines = plainLines(log);
  const firstLines = [];
  lines.forEach((line, index) => {
    if (!/⎯+ ?(Unhandled (Error|Rejection)|Uncaught Exception) ?⎯+/.test(line)) return;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
    firstLines.push(next?.trim() ?? '');
  });
  return (
    firstLines.length > 0 &&
    firstLines.every((line) => /^Error: \[vitest-(pool|worker|pool-runner)\]/.test(line))
  );
}

/** Vitest in every package that has tests, with a JSON report to count from. */
async function unitTests(env) {
  const suites = [
    ['packages/domain'],
    ['packages/i18n'],
    ['packages/client'],
    ['packages/ui'],
    ['packages/session'],
    ['packages/session', 'vitest.emulator.config.ts'], // the real Firebase web SDK against the Auth emulator
    ['apps/web'],
    ['apps/admin'],
    ['apps/api'], // starts the Firestore emulator itself (test/global-setup.ts)
  ];
  for (const [dir, config] of suites) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (!pkg.scripts?.test) continue;
    const name = config ? `${pkg.name} (emulator)` : pkg.name;
    console.log(`\n━━ unit: ${name} ━━`);
    stepStart = Date.now();
    const output = join(results, `${name.replace(/\W+/g, '_')}.json`);
    const vitest = () =>
      runCapturing(
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
    let { code, output: log } = await vitest();
    if (code !== 0 && onlyPoolErrors(log, output)) {
      // Every test passed and the only errors are Vitest's own worker pool failing (a known
      // intermittent crash of its forks pool); its tests are run once more, and it says so.
      console.log(
        `\n━━ unit: ${name}: every test passed, Vitest's worker pool failed; once more ━━`,
      );
      ({ code, output: log } = await vitest());
    }
    if (code !== 0) explain(`unit ${name}`, log);
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
  stepStart = Date.now();
  const output = join(results, 'e2e.json');
  const { code, output: log } = await runCapturing('pnpm', ['exec', 'playwright', 'test'], {
    cwd: join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (code !== 0) explain('e2e', log);
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
  // Unused files, exports and dependencies fail the run (knip.json says what is an entry).
  await check('unused', ['exec', 'knip', '--no-progress']);
  // The pending changesets version cleanly in a clean clone (scripts/release.mjs).
  await check('release dry run', ['-s', 'release:dry-run']);

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
for (const { name, lines } of reasons) {
  console.log(`\n━━ why ${name} failed ━━`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log('\n━━ summary ━━');
for (const row of rows) {
  console.log(
    `${row.failed ? '✗' : '✓'} ${row.name.padEnd(24)} ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''} (${row.seconds} s)`,
  );
}

console.log(`Time: ${Math.round((Date.now() - runStarted) / 1000)} s`);
console.log(
  `Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 && rows.length > 0 ? 0 : 1);
