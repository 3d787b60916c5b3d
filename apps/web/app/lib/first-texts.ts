/** Loads one catalogue part of a language: `core`, a page group, `ui` or `ui_<group>`. */
export type LoadTextPart = (locale: string, part: string) => Promise<Record<string, unknown>>;

type TextsFile = { default: Record<string, Record<string, unknown>> };

const importFile = (url: string) => import(/* @vite-ignore */ url) as Promise<TextsFile>;

/**
 * The page's first texts come in one file: a prerendered page names it on its <html
 * data-texts-file> (the build's last step writes it with the language's core, the `ui` core and
 * the page's groups, app/features/boot/texts-bundles.ts), so its first load is one small module
 * instead of four or five. `load` answers the parts that file does not hold (another page's
 * group, another language), and all of them if the file fails to load.
 *
 * The file starts loading here, when the loader is made (the page has already asked for it with
 * a modulepreload link).
 */
export function withFirstTexts(
  load: LoadTextPart,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
  importTexts: (url: string) => Promise<TextsFile> = importFile,
): LoadTextPart {
  const file = root?.dataset.textsFile;
  const language = root?.lang;
  if (!file || !language) return load;
  const none: TextsFile['default'] = {};
  const first = importTexts(file).then(
    (module) => module.default,
    () => none,
  );
  return (locale, part) =>
    locale === language
      ? first.then((parts) => parts[part] ?? load(locale, part))
      : load(locale, part);
}
