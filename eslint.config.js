import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'packages/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through apps/api/src/env.ts.' },
      ],
    },
  },
  {
    files: ['apps/api/src/env.ts', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**', '**/*.config.ts', 'apps/web/vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
