import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the production image is built with, read from the files a build reads. */
const root = join(import.meta.dirname, '../../../..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  packageManager: string;
};

describe('the Dockerfile', () => {
  it('installs the pnpm of package.json from the registry, with integrity checks on', () => {
    expect(dockerfile).toContain(`npm install --global --no-fund --no-audit ${packageManager}`);
    expect(dockerfile).not.toMatch(/COREPACK_INTEGRITY_KEYS|corepack enable/);
  });

  it('leaves SQLite out unless asked, and source maps always', () => {
    expect(dockerfile).toMatch(/ARG SQLITE=exclude/);
    expect(dockerfile).toContain('rm -rf /out/node_modules/better-sqlite3');
    expect(dockerfile).toMatch(/-name '\*\.map\.br' -o -name '\*\.map\.gz'/);
  });

  it('runs on a supported Node (22 LTS) as an unprivileged user', () => {
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1])).toEqual([
      '22',
      '22',
    ]);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
