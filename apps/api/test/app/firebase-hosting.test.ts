import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { cspDirectives } from '../../src/plugins/external/security.js';

/** firebase.json serves the back office's HTML itself, so it must send what the API sends. */
interface Hosting {
  target: string;
  ignore: string[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
const hosting = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../firebase.json'), 'utf8')) as {
    hosting: Hosting[];
  }
).hosting;
const target = (name: string) => hosting.find((entry) => entry.target === name)!;

describe('firebase.json', () => {
  it('gives the back office the API’s Content-Security-Policy, frame-ancestors included', () => {
    const all = target('admin').headers.find((rule) => rule.source === '**');
    const header = (key: string) => all?.headers.find((h) => h.key === key)?.value;
    // The deploy's configuration: Firestore and the Cloud Storage bucket.
    const deployed = loadConfig({
      NODE_ENV: 'production',
      DATA_DRIVER: 'firestore',
      BLOB_DRIVER: 'gcs',
    });
    const expected = Object.entries(cspDirectives(deployed))
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; ');
    expect(header('Content-Security-Policy')).toBe(expected);
    expect(header('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    // Uploads above 256 KiB go from the browser to the bucket's resumable session.
    const connect = header('Content-Security-Policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('connect-src '));
    expect(connect?.split(' ')).toContain('https://storage.googleapis.com');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it.each(['web', 'admin'])(
    'uploads no source map of the %s, nor its precompressed copies',
    (name) => {
      for (const pattern of ['**/*.map', '**/*.map.br', '**/*.map.gz'])
        expect(target(name).ignore).toContain(pattern);
    },
  );
});
