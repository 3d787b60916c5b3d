#!/usr/bin/env node
// `pnpm bench`: Lighthouse (mobile) on five pages, gzipped first-load JS per app, API
// throughput against a bare Fastify, and the data layer's numbers — one table, one JSON file
// under bench/results/. Not part of CI's pass/fail: budgets are read from here.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { freePort, launch, run, stopAll, stopAllOnExit, waitForHttp } from './lib/processes.mjs';
import { buildStack, startStack } from './lib/stack.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const ports = [4200, 4201, 4202];
const web = `http://localhost:${ports[0]}`;
const admin = `http://localhost:${ports[1]}`;
stopAllOnExit();

const built = await buildStack(root);
if (built !== 0) process.exit(built);

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-'));
const report = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: [],
  firstLoadJs: [],
  http: {},
  data: null,
};

try {
  const stack = await startStack({
    root,
    ports,
    authPort: await freePort(),
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  });

  // Lighthouse, mobile profile (its default). One run varies by several points on a shared
  // machine, so each page runs LH_RUNS times (3) and the report is Lighthouse's own median run
  // (computeMedianRun: the run nearest the median FCP and TTI, as PageSpeed Insights and
  // Lighthouse CI pick it); every run's performance score is kept beside it.
  for (const path of ['/es', '/en/menus', '/fr/blog', '/en/galeria', '/fr/sobrenosotros']) {
    const results = [];
    let error;
    // A run that does not finish is retried, twice at most over the whole page.
    let attempts = 0;
    for (let i = 0; filterToValidRuns(results).length < runs && i < runs + 2; i++) {
      attempts += 1;
      const out = join(dataDir, `lh-${path.replaceAll('/', '_')}-${i}.json`);
      const code = await run(
        'pnpm',
        [
          'exec',
          'lighthouse',
          `${web}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        {
          cwd: root,
          env: { CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
          stdio: 'ignore',
        },
      );
      if (code === 0) results.push(JSON.parse(readFileSync(out, 'utf8')));
      else error = `lighthouse exited ${code}`;
    }
    const valid = filterToValidRuns(results);
    if (valid.length === 0) {
      report.lighthouse.push({ path, error: error ?? 'no complete run' });
      continue;
    }
    const lh = computeMedianRun(valid);
    const score = (result, id) => Math.round((result.categories[id]?.score ?? 0) * 100);
    report.lighthouse.push({
      path,
      performance: score(lh, 'performance'),
      accessibility: score(lh, 'accessibility'),
      bestPractices: score(lh, 'best-practices'),
      seo: score(lh, 'seo'),
      lcpMs: Math.round(lh.audits['largest-contentful-paint'].numericValue),
      cls: Number(lh.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lh.audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(lh.audits['first-contentful-paint'].numericValue),
      runs: valid.map((result) => score(result, 'performance')),
      // Runs that did not finish (Lighthouse exited non-zero, or no FCP/TTI): left out.
      failedRuns: attempts - valid.length,
    });
  }

  // First-load JS: every script and modulepreload the HTML names, gzipped.
  for (const [app, url] of [
    ['web /es', `${web}/es`],
    ['admin /admin', `${admin}/admin`],
  ]) {
    const html = await (await fetch(url)).text();
    const sources = new Set(
      [
        ...html.matchAll(
          /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1]),
    );
    let bytes = 0;
    for (const src of sources)
      bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
    report.firstLoadJs.push({
      app,
      files: sources.size,
      gzipKb: Number((bytes / 1024).toFixed(1)),
    });
  }

  // Throughput: the API's health route vs a bare Fastify hello-world, same tool, same cores.
  const helloPort = await freePort();
  launch(
    'hello-fastify',
    process.execPath,
    [join(root, 'bench/hello-fastify.mjs'), String(helloPort)],
    { quiet: true },
  );
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const load = async (url) => {
    const result = await autocannon({
      url,
      connections: 50,
      duration: 10,
      headers: { host: `localhost:${ports[0]}` },
    });
    return {
      rps: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  };
  report.http.api = await load(`http://127.0.0.1:${ports[0]}/api/health`);
  report.http.bare = await load(`http://127.0.0.1:${helloPort}/hello`);
  report.http.ratio = Number((report.http.api.rps / report.http.bare.rps).toFixed(2));
  await stack.stop();

  // The data layer (SQLite and the Firestore emulator), from its own benchmark.
  const dataOut = join(dataDir, 'data-bench.json');
  const code = await run(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/data-bench.ts'), '--json', dataOut],
    { cwd: join(root, 'apps/api') },
  );
  report.data =
    code === 0 ? JSON.parse(readFileSync(dataOut, 'utf8')) : { error: `data bench exited ${code}` };
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

const line = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.log(`\nLighthouse (mobile; median of ${runs} runs)`);
console.log(
  line(
    ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'perf, each run'],
    [12, 5, 5, 5, 5, 7, 7, 6, 7, 14],
  ),
);
for (const r of report.lighthouse) {
  console.log(
    r.error
      ? `${r.path}  ${r.error}`
      : line(
          [
            r.path,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.fcpMs,
            r.lcpMs,
            r.cls,
            r.tbtMs,
            r.runs.join(' ') + (r.failedRuns ? ` (${r.failedRuns} failed)` : ''),
          ],
          [12, 5, 5, 5, 5, 7, 7, 6, 7, 14],
        ),
  );
}
console.log('\nFirst-load JavaScript (gzipped; budget 90 KB for public pages)');
for (const r of report.firstLoadJs)
  console.log(line([r.app, `${r.gzipKb} KB`, `${r.files} files`], [14, 10, 8]));
console.log('\nHTTP throughput (autocannon, 50 connections, 10 s)');
console.log(line(['target', 'req/s', 'p99 ms', 'errors'], [22, 8, 7, 6]));
console.log(
  line(
    ['GET /api/health', report.http.api.rps, report.http.api.p99Ms, report.http.api.errors],
    [22, 8, 7, 6],
  ),
);
console.log(
  line(
    ['bare Fastify /hello', report.http.bare.rps, report.http.bare.p99Ms, report.http.bare.errors],
    [22, 8, 7, 6],
  ),
);
console.log(`API / bare ratio: ${report.http.ratio}`);
console.log('\nData layer');
if (report.data?.table) console.log(report.data.table);
else console.log(JSON.stringify(report.data, null, 2));

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `${report.date.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nSaved ${file}`);
