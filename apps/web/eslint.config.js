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
