import { reactConfig } from '@bar/eslint-config/react';

// The shared config lists the web's feature names; the admin's own features get the same
// bulletproof-react boundary here (a feature never imports another feature).
const features = [
  'access',
  'access-gate',
  'assistant',
  'branding',
  'catalog',
  'cloud',
  'env',
  'events',
  'gallery',
  'metadata',
  'panel',
  'reservations',
  'reviews',
  'settings',
  'storage',
  'styles',
  'translations',
];

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
