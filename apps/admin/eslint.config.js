import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactConfig } from '@bar/eslint-config/react';

// The shared config lists the web's feature names; the admin's own features get the same
// bulletproof-react boundary here (a feature never imports another feature). Every folder under
// src/features is one, so a new feature is covered the day it is added.
const features = readdirSync(fileURLToPath(new URL('./src/features', import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default [
  ...reactConfig(),
  {
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
            {
              target: ['./src/components', './src/lib', './src/config'],
              from: ['./src/features', './src/app'],
            },
            { target: './src/features', from: './src/app' },
          ],
        },
      ],
    },
  },
];
