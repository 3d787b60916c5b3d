#!/usr/bin/env node
// Writes brotli (.br) and gzip (.gz) copies beside the built assets, for the API's
// @fastify/static `preCompressed: true` (https://github.com/fastify/fastify-static#precompressed):
// compressed once at build time at the highest levels, served without CPU per request.
// Usage: node scripts/precompress.mjs <dir>... (default build/client). Also used by apps/admin.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// No source maps: they are never served nor shipped, and a `.js.map.br` would be a URL of its own.
const TYPES = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TYPES.test(entry.name)) yield path;
  }
}

async function precompress(path) {
  const input = await readFile(path);
  if (input.length <= MIN_BYTES) return null;
  const [br, gzipped] = await Promise.all([
    brotli(input, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gz(input, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that does not save anything is not worth a lookup.
  if (br.length < input.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < input.length) await writeFile(`${path}.gz`, gzipped);
  return { raw: input.length, br: br.length, gz: gzipped.length };
}

const dirs = process.argv.slice(2);
for (const dir of dirs.length ? dirs : ['build/client']) {
  const root = resolve(dir);
  if (!(await stat(root).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${root} is not a folder`);
    process.exit(1);
  }
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for await (const path of files(root)) {
    const sizes = await precompress(path);
    if (!sizes) continue;
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompress ${dir}: ${totals.files} files, ${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
