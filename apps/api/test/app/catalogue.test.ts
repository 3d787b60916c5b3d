import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenMessages } from '@bar/domain/i18n/flatten';
import { LOCALES } from '@bar/domain/locale';
import en from '@bar/i18n/messages/server/en.json' with { type: 'json' };
import es from '@bar/i18n/messages/server/es.json' with { type: 'json' };
import fr from '@bar/i18n/messages/server/fr.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { catalogueText, hasCatalogueText } from '../../src/lib/texts/catalogue.js';

// The texts the API writes (errors, mails, the assistant's offline answers, the domain rules'
// messages) come from catalogues: the server's own and the site's. Both are complete in every
// language, and every id the code names has a text.

const server = { es: flattenMessages(es), en: flattenMessages(en), fr: flattenMessages(fr) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const roots = ['../../src', '../../../../packages/domain/src'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);
const code = roots.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
const namedIds = new Set(
  code.flatMap((text) => [
    ...[
      ...text.matchAll(
        /'((?:mail|chat|events\.errors|reservations|subscriptions)\.[\w.]*\w|review\.(?:errors\.\w+|success))'/g,
      ),
    ].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/errorMessage\('([A-Z_]+)'/g)].map((m) => `errors.${m[1] ?? ''}`),
  ]),
);

describe('the server catalogue', () => {
  const ids = Object.keys(server.es).sort();

  it.each(LOCALES)('%s has exactly the Spanish ids, each a real text', (locale) => {
    expect(Object.keys(server[locale]).sort()).toEqual(ids);
    const bad = Object.entries(server[locale]).filter(
      ([id, text]) => text.trim() === '' || text === id,
    );
    expect(bad).toEqual([]);
  });

  it('is translated, not copied: each error reads differently in at least two languages', () => {
    const copied = ids
      .filter((id) => id.startsWith('errors.'))
      .filter((id) => new Set(LOCALES.map((l) => server[l][id])).size === 1);
    expect(copied).toEqual([]);
  });

  it('holds every id the API and the domain name', () => {
    expect(namedIds.size).toBeGreaterThan(100);
    expect([...namedIds].filter((id) => !hasCatalogueText(id))).toEqual([]);
  });

  it('fills parameters in the caller language', () => {
    expect(catalogueText('mail.review.reply.body', 'fr', { name: 'Ana', event: 'Karaoké' })).toBe(
      'Bonjour Ana, merci pour votre avis sur « Karaoké ».',
    );
  });
});
