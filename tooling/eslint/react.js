// React apps and packages: hooks rules, and bulletproof-react's import boundaries
// (shared -> features -> app; never feature -> feature).
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import base from './base.js';

/** @param {{ featureRoot?: string }} [options] */
export function reactConfig(options = {}) {
  const featureRoot = options.featureRoot ?? './src';
  const features = ['auth', 'home', 'events', 'menus', 'layout', 'posts', 'settings'];
  return tseslint.config(...base, {
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // features may not import one another
            ...features.map((name) => ({
              target: `${featureRoot}/features/${name}`,
              from: `${featureRoot}/features`,
              except: [`./${name}`],
            })),
            // shared code may not import features or the app layer
            {
              target: [
                `${featureRoot}/components`,
                `${featureRoot}/hooks`,
                `${featureRoot}/lib`,
                `${featureRoot}/config`,
              ],
              from: [`${featureRoot}/features`, `${featureRoot}/app`],
            },
            // features may not import the app layer
            { target: `${featureRoot}/features`, from: `${featureRoot}/app` },
          ],
        },
      ],
    },
  });
}

export default reactConfig();
