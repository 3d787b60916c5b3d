import { reactConfig } from '@bar/eslint-config/react';

// Widgets take their data as props: the API client and the identity SDK live in @bar/client
// and @bar/session, never here.
export default [
  ...reactConfig(),
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@bar/client', '@bar/client/*', 'firebase', 'firebase/*'] },
      ],
    },
  },
];
