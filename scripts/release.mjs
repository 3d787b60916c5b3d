#!/usr/bin/env node
// Releases (README "Releases"): the pending changesets become versions and CHANGELOGs, and a
// version is tagged `v<version>`. Every workspace package shares one version (.changeset/config.json
// `fixed`), so one tag names the whole product.
//
//   node scripts/release.mjs version   changeset version, in this checkout (the release workflow)
//   node scripts/release.mjs tag       tag HEAD v<version> unless that tag exists, and say so
//   node scripts/release.mjs dry-run   the version step in a clean clone of HEAD, in a temp folder:
//                                      prints each package's old → new version and its CHANGELOG,
//                                      fails when nothing would be released or a changeset is left
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const changesetBin = join(root, 'node_modules', '.bin', 'changeset');

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Each workspace package's folder, name and version, as pnpm reads pnpm-workspace.yaml. */
function packages(dir) {
  const listed = JSON.parse(run('pnpm', ['-r', 'ls', '--depth', '-1', '--json'], dir));
  return listed
    .filter(({ path }) => path !== dir)
    .map(({ name, version, path }) => ({ folder: relative(dir, path), name, version }));
}

const pending = (dir) =>
  readdirSync(join(dir, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );

/** The product's version: every package has it (fixed group); the API's is read. */
const productVersion = (dir) => packages(dir).find(({ name }) => name === '@bar/api').version;

function version(dir) {
  run(changesetBin, ['version'], dir);
}

function tag() {
  const name = `v${productVersion(root)}`;
  const existing = run('git', ['tag', '--list', name], root).trim();
  if (existing) {
    console.log(`${name} already tagged: nothing to release`);
    return;
  }
  run('git', ['tag', '--annotate', name, '--message', `Release ${name}`], root);
  // changesets/action reads this line as "something was released".
  console.log(`New tag: ${name}`);
}

function dryRun() {
  const clone = mkdtempSync(join(tmpdir(), 'bar-release-'));
  try {
    run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], root);
    // The clone reads the changelog generator from the checkout's installed packages.
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const before = new Map(packages(clone).map((pkg) => [pkg.name, pkg.version]));
    const changesets = pending(clone).length;
    if (changesets === 0) throw new Error('no pending changeset: nothing to release');
    version(clone);
    const after = packages(clone);
    const left = pending(clone);
    if (left.length) throw new Error(`changesets left after versioning: ${left.join(', ')}`);
    const released = after.filter(({ name, version: next }) => before.get(name) !== next);
    const changelogs = after.filter(({ folder }) =>
      existsSync(join(clone, folder, 'CHANGELOG.md')),
    );
    if (released.length === 0 || changelogs.length === 0)
      throw new Error('changeset version changed no version or wrote no CHANGELOG');
    console.log(`release dry run: ${changesets} changesets → v${productVersion(clone)}`);
    for (const { name, folder, version: next } of released) {
      const log = join(clone, folder, 'CHANGELOG.md');
      const entries = existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('- ')).length
        : 0;
      console.log(
        `  ${name} ${before.get(name) ?? '(none)'} → ${next}: ${relative(clone, log)}, ${entries} entries`,
      );
    }
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const command = process.argv[2];
try {
  if (command === 'version') version(root);
  else if (command === 'tag') tag();
  else if (command === 'dry-run') dryRun();
  else throw new Error('usage: node scripts/release.mjs version|tag|dry-run');
} catch (error) {
  console.error(`release: ${error.stderr?.toString().trim() || error.message}`);
  process.exit(1);
}
