import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PUBLIC_PATHS, sitemapPaths, TENANT_ORIGINS } from './public-routes.js';

// The Nu Html Checker (vnu.jar, Java) over the HTML every public page is served with, in es, en
// and fr of both demo tenants, in one run of the checker: no error.

/** vnu-jar's main export is the jar's path. */
const JAR = createRequire(import.meta.url)('vnu-jar') as string;

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

test('every public page is served as valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'bar-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const origin of TENANT_ORIGINS) {
      // The list the axe spec walks is every page the sitemap offers.
      expect((await sitemapPaths(origin)).sort()).toEqual([...PUBLIC_PATHS].sort());
      for (const url of PUBLIC_PATHS.map((path) => `${origin}${path}`)) {
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type'], url).toMatch(/^text\/html/);
        const file = join(dir, `${files.size}.html`);
        writeFileSync(file, await res.text());
        files.set(`file:${file}`, url);
      }
    }
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        JAR,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...[...files.keys()].map((key) => key.slice('file:'.length)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${files.get(message.url ?? '') ?? message.url ?? '?'}:${message.lastLine ?? '?'} ${message.message}` +
          (message.extract ? `\n    ${message.extract.trim()}` : ''),
      );
    expect(errors, `vnu found ${errors.length} errors:\n${errors.join('\n')}`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
