import base from '@bar/eslint-config/base';

export default [
  ...base,
  {
    // The layers run one way: routes use the app's services and helpers, never the reverse.
    files: ['src/plugins/**/*.ts', 'src/lib/**/*.ts', 'src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**'],
              message: 'plugins/, lib/ and repositories/ never import from routes/.',
            },
          ],
        },
      ],
    },
  },
];
