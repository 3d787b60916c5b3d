import { fileURLToPath } from 'node:url';

/**
 * The site's build, prerender and tests resolve `i18next` and `react-i18next` to the lite
 * versions (packages/i18n/src/lite/i18next.ts says why and what they cover), so every module
 * bundled into the site, the shared packages' components included, reads texts the same way.
 * tsconfig.json's `paths` point the type checker at the same files.
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const liteI18nAlias = [
  { find: /^i18next$/, replacement: at('../../packages/i18n/src/lite/i18next.ts') },
  { find: /^react-i18next$/, replacement: at('./app/lib/lite-i18n/react-i18next.ts') },
];
