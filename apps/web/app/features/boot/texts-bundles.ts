import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  readTextParts,
  textPartOf,
  textsFileName,
  textsModule,
  type TextParts,
} from '../../../site-texts-plugin';

/** A page's first texts: the URL of the one file holding them, by its language and groups. */
export type FirstTextsFile = (language: string, groups: readonly string[]) => Promise<string>;

/**
 * Writes, into the client build, one texts file per language and set of page groups: the
 * language's core, the shared components' `ui` core and those groups, under the parts' names
 * (`core`, `ui`, `menus`, `ui_signIn`). A prerendered page loads its texts from it before it
 * hydrates (app/lib/first-texts.ts): one module compresses to about a quarter less than the
 * four or five parts it replaces, each a file of its own with its own gzip header and its own
 * dictionary. The parts stay in the build for client navigations and a switch of language.
 *
 * The file is named by its content's hash, like the parts: `assets/texts-<hash>-<language>-
 * first.js`. Pages with the same language and groups share one.
 */
export function textsBundles(
  clientDir: string,
  readParts: (language: string) => Promise<TextParts> = readTextParts,
): FirstTextsFile {
  const catalogues = new Map<string, Promise<TextParts>>();
  const written = new Map<string, Promise<string>>();
  const write = async (language: string, groups: readonly string[]) => {
    let parts = catalogues.get(language);
    if (!parts) {
      parts = readParts(language);
      catalogues.set(language, parts);
    }
    const texts = await parts;
    const bundle = Object.fromEntries(
      ['core', 'ui', ...groups.map(textPartOf)].map((name) => {
        const part = texts.get(name);
        if (!part) throw new Error(`texts-bundles: no ${language} texts named ${name}`);
        return [name, part];
      }),
    );
    const code = `${textsModule(bundle)}\n`;
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    const file = textsFileName(hash, language, 'first');
    await writeFile(join(clientDir, file), code);
    return `/${file}`;
  };
  return (language, groups) => {
    const key = `${language}:${groups.join(' ')}`;
    let file = written.get(key);
    if (!file) {
      file = write(language, groups);
      written.set(key, file);
    }
    return file;
  };
}
