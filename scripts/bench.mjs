#!/usr/bin/env node
// `pnpm bench`: Lighthouse (mobile) on every public page kind (bench/pages.mjs) beside a floor
// page (the same React Router + React build mode with nothing of ours) and its static HTML
// twin, all interleaved in one run so every figure is also a ratio to the floor; gzipped
// first-load JS per page; API throughput at 200 connections against a bare Fastify; the data
// layer's numbers. One table, one JSON file under bench/results/, pass/fail against the
// budgets (read from here; not a CI gate).
//
// Knobs: LH_RUNS (3 rounds), BENCH_PAGES (comma-separated paths, default bench/pages.mjs),
// BENCH_HTTP_SECONDS (60), BENCH_PORT (first of the 3 stack ports, 4200), BENCH_SKIP
// (comma-separated: lighthouse, http, data).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { BENCH_PAGES } from '../bench/pages.mjs';
import { freePort, launch, run, stopAll, stopAllOnExit, waitForHttp } from './lib/processes.mjs';
import { buildStack, startStack } from './lib/stack.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');

// `pnpm bench ai`: the assistant's evaluation set alone (accuracy per language, answer p95).
if (process.argv[2] === 'ai') {
  process.exit(
    await run(process.execPath, ['--import', 'tsx', join(root, 'bench/ai-bench.ts')], {
      cwd: join(root, 'apps/api'),
      env: { LOG_LEVEL: 'silent' },
    }),
  );
}
const firstPort = Number(process.env.BENCH_PORT ?? 4200);
const ports = [firstPort, firstPort + 1, firstPort + 2];
const web = `http://localhost:${ports[0]}`;
const admin = `http://localhost:${ports[1]}`;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : BENCH_PAGES;
const rounds = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const httpSeconds = Math.max(1, Number(process.env.BENCH_HTTP_SECONDS ?? 60));
const httpRounds = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3));

/** Budgets (issue: public pages as fast as the framework allows). */
const BUDGET = {
  perf: 97,
  perfBelowFloor: 2,
  tbtMs: 100,
  lcpRatio: 1.15,
  cls: 0,
  firstLoadJsOverFloorKb: 12,
  cachedReadRatio: 0.6,
};
/** A Lighthouse run whose CPU benchmark index is below this share of the run's median is dropped. */
const SLOW_MACHINE_SHARE = 0.85;

if (!skip.has('http') && (await run('sh', ['-c', 'command -v wrk >/dev/null'])) !== 0) {
  console.error(
    'The HTTP throughput runs wrk, which is not installed: `apt-get install wrk` (Debian), or BENCH_SKIP=http.',
  );
  process.exit(1);
}

stopAllOnExit();
const built = await buildStack(root);
if (built !== 0) process.exit(built);

const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-'));
const report = {
  date: new Date().toISOString(),
  node: process.version,
  budgets: BUDGET,
  lighthouse: [],
  droppedRuns: [],
  madeUpRuns: [],
  firstLoadJs: [],
  http: {},
  data: null,
  verdicts: [],
};

/** The product's opening hero picture (preloaded by /es), copied into the floor app. */
async function copyHeroPicture(floorDir) {
  const html = await (await fetch(`${web}/es`)).text();
  const srcset = /imagesrcset="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const sizes = /imagesizes="([^"]+)"/.exec(html)?.[1] ?? '100vw';
  const entries = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url);
  if (entries.length === 0) throw new Error('/es has no hero picture preload to copy');
  mkdirSync(join(floorDir, 'public/hero'), { recursive: true });
  const local = [];
  for (const [i, [url, width]] of entries.entries()) {
    const bytes = Buffer.from(await (await fetch(new URL(url, web))).arrayBuffer());
    const name = `/hero/${i}${extname(new URL(url, web).pathname) || '.webp'}`;
    writeFileSync(join(floorDir, 'public', name), bytes);
    local.push([name, width]);
  }
  const [largest] = local.slice(-1);
  return {
    src: largest[0],
    srcset: local.map(([name, width]) => `${name} ${width}`).join(', '),
    sizes,
    width: 1600,
    height: 900,
    aspectRatio: '16 / 9',
  };
}

/**
 * Builds bench/floor with apps/web's own dependencies (same versions) and its static twin; with
 * `overlay` (a folder of bench/), that folder's files replace the floor's: bench/floor-i18n is
 * the floor with i18next + react-i18next.
 */
async function buildFloor(overlay) {
  // Under apps/web, so the floor resolves exactly the web app's react, react-router and vite.
  const floorDir = join(root, `apps/web/.tmp/bench-${overlay ?? 'floor'}`);
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(join(root, 'bench/floor'), floorDir, { recursive: true });
  if (overlay) cpSync(join(root, 'bench', overlay), floorDir, { recursive: true });
  const hero = await copyHeroPicture(floorDir);
  writeFileSync(join(floorDir, 'app/hero.json'), JSON.stringify(hero));
  const code = await run(join(root, 'apps/web/node_modules/.bin/react-router'), ['build'], {
    cwd: floorDir,
    stdio: 'ignore',
  });
  if (code !== 0) throw new Error(`the floor app did not build (exit ${code})`);
  const client = join(floorDir, 'build/client');
  if (overlay) return client;
  // The static twin: the same picture and text, no script at all.
  writeFileSync(
    join(client, 'static.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor (static)</title><meta name="description" content="The bench's static floor page."><link rel="preload" as="image" imagesrcset="${hero.srcset}" imagesizes="${hero.sizes}" fetchpriority="high"></head><body style="margin:0;font-family:system-ui,sans-serif"><main><img src="${hero.src}" srcset="${hero.srcset}" sizes="${hero.sizes}" width="${hero.width}" height="${hero.height}" alt="" fetchpriority="high" style="display:block;width:100%;height:auto;aspect-ratio:${hero.aspectRatio}"><h1>La Cantina</h1><p>Floor page: the framework with nothing of ours.</p></main></body></html>`,
  );
  return client;
}

/** One Lighthouse run (mobile profile, its default); null when it did not finish. */
async function lighthouse(url, out) {
  const code = await run(
    'pnpm',
    [
      'exec',
      'lighthouse',
      url,
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
  return code === 0 ? JSON.parse(readFileSync(out, 'utf8')) : null;
}

const score = (result, id) => Math.round((result.categories[id]?.score ?? 0) * 100);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/**
 * Every module the page's HTML names, gzipped: its script and modulepreload links and the
 * modules its inline script imports (the product's pages import them once painted).
 */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const src of sources)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
  return { files: sources.size, gzipKb: Number((bytes / 1024).toFixed(1)) };
}

/** Builds a floor (buildFloor) and serves it on a free port; its base URL. */
async function serveFloor(overlay) {
  const client = await buildFloor(overlay);
  const port = await freePort();
  launch(
    overlay ?? 'floor',
    process.execPath,
    [join(root, 'bench/static-server.mjs'), client, port],
    {
      quiet: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`);
  return base;
}

/**
 * Load on `url` with wrk: 200 connections on 2 threads for `seconds`, an answer later than
 * 10 s counted as a timeout; its figures as JSON (a Lua `done` hook). wrk reads each answer's
 * length and drops the body. A Node load tool that keeps every body as a string (autocannon
 * does) spends its share of these two cores decoding compressed bytes as UTF-8: with it, a bare
 * Fastify sending 4.5 KB of brotli answered half as many requests as one sending 4.5 KB of
 * text, which measured the tool rather than the server.
 */
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(99)))
end
`;
function wrk(url, headers, seconds = httpSeconds) {
  const script = join(dataDir, 'wrk-report.lua');
  if (!existsSync(script)) writeFileSync(script, WRK_REPORT);
  const args = ['-t2', '-c200', `-d${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolveRun, reject) =>
    execFile('wrk', [...args, url], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const json = stdout.split('\n').find((row) => row.startsWith('{"requests"'));
      if (!json) return reject(new Error(`wrk printed no figures for ${url}:\n${stdout}`));
      resolveRun(JSON.parse(json));
    }),
  );
}

try {
  const stack = await startStack({
    root,
    ports,
    authPort: await freePort(),
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  });

  const floor = await serveFloor();
  const floorI18n = await serveFloor('floor-i18n');

  // Page kinds of the sitemap the list does not cover (a new page should add itself).
  const sitemap = await (await fetch(`${web}/sitemap.xml`)).text();
  const kind = (path) => path.split('/').filter(Boolean).slice(1).join('/') || '(home)';
  const listed = new Set(pages.map(kind));
  const missing = [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => kind(new URL(m[1]).pathname)),
    ),
  ].filter((k) => !listed.has(k));
  report.missingPageKinds = missing;

  const targets = [
    { name: 'floor (RR7)', url: `${floor}/`, floor: true },
    { name: 'static twin', url: `${floor}/static.html`, floor: true },
    { name: 'floor + i18next', url: `${floorI18n}/`, floor: true },
    ...pages.map((path) => ({ name: path, url: `${web}${path}` })),
  ];

  if (!skip.has('lighthouse')) {
    // Interleaved: each round runs every target once, so a slow minute of the shared machine
    // hits all of them alike instead of one page.
    const results = new Map(targets.map((t) => [t.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        const out = join(dataDir, `lh-${round}-${target.name.replace(/\W+/g, '_')}.json`);
        const lhr = await lighthouse(target.url, out);
        if (lhr) results.get(target.name).push(lhr);
        process.stdout.write(lhr ? '.' : 'x');
      }
    }
    // Lighthouse's CPU benchmark index per run: runs on a visibly slower machine are dropped.
    const all = [...results.values()].flat();
    const typical = median(all.map((r) => r.environment?.benchmarkIndex ?? 0));
    const slow = (r) => (r.environment?.benchmarkIndex ?? 0) < typical * SLOW_MACHINE_SHARE;
    // Make-up runs: a target short of runs on a typical machine (dropped as slow, or failed)
    // runs again, up to as many more times as there are rounds, so no page is left unread.
    for (const target of targets) {
      const runs = results.get(target.name);
      let again = 0;
      while (runs.filter((r) => !slow(r)).length < rounds && again < rounds) {
        again += 1;
        const out = join(dataDir, `lh-again-${again}-${target.name.replace(/\W+/g, '_')}.json`);
        const lhr = await lighthouse(target.url, out);
        if (lhr) runs.push(lhr);
        process.stdout.write(lhr ? '+' : 'x');
      }
      if (again) report.madeUpRuns.push({ target: target.name, runs: again });
    }
    process.stdout.write('\n');
    for (const target of targets) {
      const runs = results.get(target.name);
      const kept = runs.filter((r) => {
        if (slow(r))
          report.droppedRuns.push({
            target: target.name,
            benchmarkIndex: r.environment?.benchmarkIndex ?? 0,
            typical,
          });
        return !slow(r);
      });
      const valid = filterToValidRuns(kept);
      if (valid.length === 0) {
        report.lighthouse.push({ name: target.name, error: 'no valid run' });
        continue;
      }
      // Each budgeted figure is the median of the valid runs' figures (Lighthouse CI's `median`
      // aggregation; with an even count, the worse of the middle two), and CLS the largest, its
      // budget being 0. Lighthouse's own median run (the run nearest the median FCP and TTI,
      // `median-run`) is kept beside them: its TBT can be the slowest run's.
      const lh = computeMedianRun(valid);
      const numeric = (id) => valid.map((r) => r.audits[id].numericValue);
      const worseMiddle = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
      report.lighthouse.push({
        name: target.name,
        floor: target.floor ?? false,
        performance: median(valid.map((r) => score(r, 'performance'))),
        accessibility: score(lh, 'accessibility'),
        bestPractices: score(lh, 'best-practices'),
        seo: score(lh, 'seo'),
        fcpMs: Math.round(worseMiddle(numeric('first-contentful-paint'))),
        lcpMs: Math.round(worseMiddle(numeric('largest-contentful-paint'))),
        cls: Number(Math.max(...numeric('cumulative-layout-shift')).toFixed(3)),
        tbtMs: Math.round(worseMiddle(numeric('total-blocking-time'))),
        medianRun: {
          performance: score(lh, 'performance'),
          lcpMs: Math.round(lh.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lh.audits['total-blocking-time'].numericValue),
        },
        runs: runs.map((r) => score(r, 'performance')),
        tbtRuns: runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)),
        benchmarkIndex: runs.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)),
        kept: valid.length,
      });
    }
  }

  for (const target of targets)
    report.firstLoadJs.push({ name: target.name, ...(await firstLoadJs(target.url)) });
  report.firstLoadJs.push({ name: 'admin /admin', ...(await firstLoadJs(`${admin}/admin`)) });

  if (!skip.has('http')) {
    // Throughput at 200 connections (loopback): the bare Fastify yardstick, the API's liveness,
    // the cached public reads and a served page. Timeouts (no answer in 10 s) count as errors.
    const api = `http://127.0.0.1:${ports[0]}`;
    const askHeaders = { host: `localhost:${ports[0]}`, 'accept-encoding': 'gzip, br' };
    // The served page's answer as the load tool gets it (headers and compressed body), for the bare
    // Fastify to send as is: the same bytes without the API, so the served page's figure can be
    // read against the cost of moving its bytes on this machine as well as against /hello.
    // (node:http rather than fetch, which would decompress the body.)
    const servedAnswer = await new Promise((resolveAnswer, reject) =>
      httpGet(`${api}/es`, { headers: askHeaders }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolveAnswer({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      }).on('error', reject),
    );
    const replayFile = join(dataDir, 'served-es-answer.json');
    writeFileSync(
      replayFile,
      JSON.stringify({
        headers: Object.fromEntries(
          Object.entries(servedAnswer.headers).filter(
            ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
          ),
        ),
        body: servedAnswer.body.toString('base64'),
      }),
    );
    const helloPort = await freePort();
    const hello = launch(
      'hello-fastify',
      process.execPath,
      [join(root, 'bench/hello-fastify.mjs'), String(helloPort), replayFile],
      {
        quiet: true,
      },
    );
    await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
    // The server's CPU time over the run (user + system, from /proc), as a share of one core:
    // under 100 % the server was waiting for the load generator (same machine), so the figure
    // measures the load tool reading the answers as much as the server writing them.
    const cpuSeconds = (pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return Number.NaN;
      }
    };
    const load = async (url, pid) => {
      const cpuBefore = cpuSeconds(pid);
      const result = await wrk(url, askHeaders);
      const cpu = (cpuSeconds(pid) - cpuBefore) / httpSeconds;
      return {
        rps: Math.round(result.requests / (result.durationUs / 1e6)),
        p99Ms: Math.round(result.p99Us / 1000),
        errors: result.connect + result.read + result.write + result.status,
        timeouts: result.timeout,
        bytesPerAnswer: Math.round(result.bytes / Math.max(1, result.requests)),
        serverCpuPercent: Number.isNaN(cpu) ? null : Math.round(cpu * 100),
      };
    };
    const http = {
      'bare Fastify /hello': `http://127.0.0.1:${helloPort}/hello`,
      'bare Fastify, /es bytes': `http://127.0.0.1:${helloPort}/replay`,
      'GET /api/health': `${api}/api/health`,
      'GET /api/events?when=upcoming': `${api}/api/events?when=upcoming`,
      'GET /api/bss-effective?locale=es': `${api}/api/bss-effective?locale=es`,
      'served page /es': `${api}/es`,
    };
    // Interleaved rounds, as for Lighthouse: a slow minute of the shared machine hits one round
    // of every target rather than one target. Each round's ratio is to that round's bare
    // Fastify; a target's figures are the medians of its rounds (errors and timeouts summed).
    // A warm-up of 5 s a target, not counted: the first round measured the servers' JIT and the
    // front cache filling (every ratio to the bare Fastify 0.1-0.3 lower than the next rounds').
    for (const url of Object.values(http)) await wrk(url, askHeaders, Math.min(5, httpSeconds));
    const runsOf = Object.fromEntries(Object.keys(http).map((name) => [name, []]));
    for (let round = 0; round < httpRounds; round++)
      for (const [name, url] of Object.entries(http))
        runsOf[name].push(
          await load(
            url,
            url.startsWith(`http://127.0.0.1:${helloPort}/`) ? hello.child.pid : stack.apiPid,
          ),
        );
    const bare = runsOf['bare Fastify /hello'];
    for (const [name, runs] of Object.entries(runsOf)) {
      const ratios = runs.map((run, i) => run.rps / bare[i].rps);
      report.http[name] = {
        rps: median(runs.map((run) => run.rps)),
        ratio: Number(median(ratios).toFixed(2)),
        ratios: ratios.map((ratio) => Number(ratio.toFixed(2))),
        p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
        timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
        bytesPerAnswer: median(runs.map((run) => run.bytesPerAnswer)),
        serverCpuPercent: runs.some((run) => run.serverCpuPercent === null)
          ? null
          : median(runs.map((run) => run.serverCpuPercent)),
      };
    }
    const sameBytes = runsOf['bare Fastify, /es bytes'];
    report.http['served page /es'].ratioToSameBytes = Number(
      median(runsOf['served page /es'].map((run, i) => run.rps / sameBytes[i].rps)).toFixed(2),
    );
  }
  await stack.stop();

  if (!skip.has('data')) {
    const dataOut = join(dataDir, 'data-bench.json');
    const code = await run(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench/data-bench.ts'), '--json', dataOut],
      { cwd: join(root, 'apps/api') },
    );
    report.data =
      code === 0 && existsSync(dataOut)
        ? JSON.parse(readFileSync(dataOut, 'utf8'))
        : { error: `data bench exited ${code}` };
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

// ---- the report ----
const line = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '-');
const verdict = (name, ok, detail) => report.verdicts.push({ name, ok, detail });

if (report.lighthouse.length) {
  const floorLh = report.lighthouse.find((r) => r.name === 'floor (RR7)' && !r.error);
  console.log(
    `\nLighthouse (mobile; ${rounds} interleaved rounds; each figure the median of a page's valid runs, CLS the largest; ratios to the floor)`,
  );
  const widths = [16, 5, 5, 5, 5, 13, 13, 6, 12, 16, 16, 14];
  console.log(
    line(
      [
        'page',
        'perf',
        'a11y',
        'best',
        'seo',
        'FCP ms',
        'LCP ms',
        'CLS',
        'TBT ms',
        'perf, each run',
        'TBT, each run',
        'CPU index',
      ],
      widths,
    ),
  );
  for (const r of report.lighthouse) {
    if (r.error) {
      console.log(`${r.name}  ${r.error}`);
      continue;
    }
    console.log(
      line(
        [
          r.name,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          `${r.fcpMs} ${ratio(r.fcpMs, floorLh?.fcpMs)}`,
          `${r.lcpMs} ${ratio(r.lcpMs, floorLh?.lcpMs)}`,
          r.cls,
          `${r.tbtMs} ${r.floor ? '' : `(+${r.tbtMs - (floorLh?.tbtMs ?? 0)})`}`,
          r.runs.join(' '),
          r.tbtRuns.join(' '),
          r.benchmarkIndex.join(' '),
        ],
        widths,
      ),
    );
    if (!r.floor && floorLh) {
      const ok =
        r.performance >= BUDGET.perf &&
        r.performance >= floorLh.performance - BUDGET.perfBelowFloor &&
        r.tbtMs <= BUDGET.tbtMs &&
        r.lcpMs <= floorLh.lcpMs * BUDGET.lcpRatio &&
        r.cls <= BUDGET.cls;
      verdict(
        `Lighthouse ${r.name}`,
        ok,
        `perf ${r.performance} (floor ${floorLh.performance}), TBT ${r.tbtMs} ms, LCP ${ratio(r.lcpMs, floorLh.lcpMs)} floor, CLS ${r.cls}; Lighthouse's median run: perf ${r.medianRun.performance}, TBT ${r.medianRun.tbtMs} ms`,
      );
    }
  }
  if (report.droppedRuns.length)
    console.log(
      `Dropped ${report.droppedRuns.length} run(s): the machine was visibly slower (CPU index below ${SLOW_MACHINE_SHARE} × the run's median): ${report.droppedRuns.map((d) => `${d.target} ${Math.round(d.benchmarkIndex)}`).join(', ')}`,
    );
  if (report.madeUpRuns.length)
    console.log(
      `Ran again after the rounds (short of runs on a typical machine): ${report.madeUpRuns.map((m) => `${m.target} ×${m.runs}`).join(', ')}`,
    );
}
if (report.missingPageKinds?.length)
  console.log(`Sitemap page kinds not in bench/pages.mjs: ${report.missingPageKinds.join(', ')}`);

const floorJs = report.firstLoadJs.find((r) => r.name === 'floor (RR7)');
// Beside the budget's floor, the floor with i18next + react-i18next: what those libraries would
// add (the site ships a small stand-in for them, docs/architecture.md "Languages and texts").
const floorI18nJs = report.firstLoadJs.find((r) => r.name === 'floor + i18next');
const signed = (kb) => (kb < 0 ? kb.toFixed(1) : `+${kb.toFixed(1)}`);
console.log('\nFirst-load JavaScript (gzipped)');
for (const r of report.firstLoadJs) {
  const over = floorJs ? signed(r.gzipKb - floorJs.gzipKb) : '?';
  const overI18n = floorI18nJs ? signed(r.gzipKb - floorI18nJs.gzipKb) : '?';
  console.log(
    line(
      [
        r.name,
        `${r.gzipKb} KB`,
        `${r.files} files`,
        `floor ${over} KB`,
        `floor + i18next ${overI18n} KB`,
      ],
      [18, 10, 9, 16, 26],
    ),
  );
  if (floorJs && r.name.startsWith('/'))
    verdict(
      `first-load JS ${r.name}`,
      r.gzipKb <= floorJs.gzipKb + BUDGET.firstLoadJsOverFloorKb,
      `floor ${over} KB (the floor with i18next + react-i18next ${overI18n} KB)`,
    );
}

if (Object.keys(report.http).length) {
  console.log(
    `\nHTTP throughput (wrk, 2 threads, 200 connections, ${httpRounds} interleaved rounds of ${httpSeconds} s, loopback; medians)`,
  );
  const widths = [32, 8, 7, 16, 7, 7, 9, 8, 11];
  console.log(
    line(
      [
        'target',
        'req/s',
        '× bare',
        '× bare, rounds',
        'p99 ms',
        'errors',
        'timeouts',
        'bytes',
        'server CPU',
      ],
      widths,
    ),
  );
  for (const [name, r] of Object.entries(report.http)) {
    const cpu = r.serverCpuPercent === null ? '?' : `${r.serverCpuPercent} %`;
    const cells = [name, r.rps, r.ratio, r.ratios.join(' '), r.p99Ms, r.errors, r.timeouts];
    console.log(line([...cells, r.bytesPerAnswer, cpu], widths));
    if (
      name.startsWith('GET /api/events') ||
      name.startsWith('GET /api/bss') ||
      name.startsWith('served')
    )
      verdict(
        `throughput ${name}`,
        r.ratio >= BUDGET.cachedReadRatio && r.errors === 0 && r.timeouts === 0,
        `${r.ratio} × bare, ${r.errors} errors, ${r.timeouts} timeouts`,
      );
  }
  const served = report.http['served page /es'];
  if (served?.ratioToSameBytes !== undefined)
    console.log(
      `The served page answers ${served.ratioToSameBytes} × as many requests as the bare Fastify sending its very bytes (${served.bytesPerAnswer} B an answer, headers included).`,
    );
}

if (report.data) {
  console.log('\nData layer');
  if (report.data.table) console.log(report.data.table);
  else console.log(JSON.stringify(report.data, null, 2));
}

if (report.verdicts.length) {
  console.log('\nBudgets (not a CI gate)');
  for (const v of report.verdicts) console.log(`${v.ok ? 'pass' : 'FAIL'}  ${v.name}: ${v.detail}`);
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `${report.date.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nSaved ${file}`);
