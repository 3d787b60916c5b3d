#!/usr/bin/env node
// `pnpm data:export --tenant <t> > backup.json` and `pnpm data:import --tenant <t> < backup.json`:
// runs apps/api/src/cli/data.ts with tsx. DATA_DIR defaults to <repo>/.data, as in `pnpm dev`.
//
// `pnpm <script>` prints a "> pkg@ script" banner on stdout before the script starts, which
// would spoil the JSON. `pnpm -s data:export ...` avoids it; for the plain form redirected to a
// file, this wrapper sees the banner alone in that file, truncates it and writes the JSON from
// offset 0 (positional writes, since the file offset is shared with pnpm). Pipes cannot be
// rewound: use `pnpm -s` when piping.
import { spawn } from 'node:child_process';
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const api = join(root, 'apps/api');

function bannerOnlyFile() {
  try {
    const stat = fstatSync(1);
    if (!stat.isFile() || stat.size === 0 || stat.size > 4096) return false;
    const fd = openSync('/proc/self/fd/1', 'r');
    const head = Buffer.alloc(stat.size);
    readSync(fd, head, 0, stat.size, 0);
    closeSync(fd);
    return /^\s*(> [^\n]*\n)+\s*$/.test(head.toString());
  } catch {
    return false;
  }
}

const rewrite = process.argv[2] === 'export' && bannerOnlyFile();
if (rewrite) ftruncateSync(1, 0);

const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(api, 'src/cli/data.ts'), ...process.argv.slice(2)],
  {
    cwd: api,
    env: {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(root, '.data'),
    },
    stdio: ['inherit', rewrite ? 'pipe' : 'inherit', 'inherit'],
  },
);
let position = 0;
child.stdout?.on('data', (chunk) => {
  for (let done = 0; done < chunk.length;)
    done += writeSync(1, chunk, done, chunk.length - done, position + done);
  position += chunk.length;
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
