import { readdirSync } from 'node:fs';
import { reactConfig } from '@bar/eslint-config/react';

// React Router's app directory plays bulletproof-react's src/: features live in app/features
// and route modules (app/routes) are the app layer. Imports flow shared -> features -> routes.
// The zones are listed here in full (the shared preset hard-codes its feature names).
const features = readdirSync(new URL('./app/features', import.meta.url));

export default [
  ...reactConfig({ featureRoot: './app' }),
  {
    rules: {
      // The site reads texts through its stand-ins for i18next and react-i18next, imported by
      // their own names so a reader sees which one runs (docs/decisions/site-i18next-stand-in.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: "Import the site's stand-in: '@bar/i18n/lite/i18next'." },
            {
              name: 'react-i18next',
              message: "Import the site's stand-in: app/lib/lite-i18n/react-i18next.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./app/features/${name}`,
              from: './app/features',
              except: [`./${name}`],
            })),
            { target: './app/features', from: './app/routes' },
            {
              target: ['./app/components', './app/lib', './app/config'],
              from: ['./app/features', './app/routes'],
            },
          ],
        },
      ],
    },
  },
];
