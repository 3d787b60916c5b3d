import { fileURLToPath } from 'node:url';

/**
 * The web app's own code imports the stand-ins by their names (`@bar/i18n/lite/i18next`,
 * `app/lib/lite-i18n/react-i18next`; eslint.config.js refuses `i18next` and `react-i18next`
 * there). This alias is only for the shared packages' modules the site bundles: `@bar/ui`'s
 * components read texts through `react-i18next` and `@bar/i18n`'s catalogue loaders create
 * their instances with `i18next`, because the back office runs the same modules on the real
 * libraries. The site's build, prerender and tests resolve those two names to the stand-ins
 * (packages/i18n/src/lite/i18next.ts says why and what they cover), so every module bundled
 * into the site reads texts the same way; tsconfig.json's `paths` point the type checker at the
 * same files. Why a stand-in at all: docs/decisions/site-i18next-stand-in.md.
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const liteI18nAlias = [
  { find: /^i18next$/, replacement: at('../../packages/i18n/src/lite/i18next.ts') },
  { find: /^react-i18next$/, replacement: at('./app/lib/lite-i18n/react-i18next.ts') },
];
