// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenMessages, LOCALES, MESSAGES } from '@bar/i18n';
import { describe, expect, it } from 'vitest';

// Every literal message id the site's code asks for exists in each locale's catalogue (the
// catalogues themselves are checked for missing keys and values equal to their ids in @bar/i18n).
const root = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const ids = new Set(
  sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z][\w-]*(?:\.[\w-]+)+)'/g)].map(
      (match) => match[1] ?? '',
    ),
  ),
);

describe('site message ids', () => {
  it('are found in the code', () => {
    expect(ids.size).toBeGreaterThan(20);
  });

  it.each(LOCALES)('all exist in %s', (locale) => {
    const flat = flattenMessages(MESSAGES[locale]);
    expect([...ids].filter((id) => !(id in flat))).toEqual([]);
  });
});
