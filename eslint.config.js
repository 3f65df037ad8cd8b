import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const sameFeature = (type) => ({
  from: { element: { type } },
  allow: {
    to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } },
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Command-line programs talk to the terminal.
    files: [
      '**/*.mjs',
      'scripts/**',
      'apps/api/src/create-admin.ts',
      'apps/api/src/backup.ts',
      'apps/api/src/restore.ts',
      'apps/api/bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Features never import each other's internals: code flows shared -> core -> features -> app.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/*/src/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-core', pattern: 'apps/web/src/core' },
        { type: 'web-components', pattern: 'apps/web/src/components' },
        { type: 'web-testing', pattern: 'apps/web/src/testing' },
        // A feature's public face: the one file other features may import.
        {
          type: 'web-feature-index',
          pattern: 'apps/web/src/features/*/index.ts',
          mode: 'file',
          capture: ['feature'],
        },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'api-core', pattern: 'apps/api/src/core' },
        { type: 'api-feature', pattern: 'apps/api/src/features/*', capture: ['feature'] },
        { type: 'api-seed', pattern: 'apps/api/src/seed' },
        { type: 'api-testing', pattern: 'apps/api/src/testing' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('web-app', [
              'web-app',
              'web-core',
              'web-components',
              'web-feature',
              'web-feature-index',
            ]),
            allow('web-core', ['web-core']),
            allow('web-components', ['web-core', 'web-components']),
            allow('web-testing', ['web-core', 'web-testing']),
            // Guards decide where sign-in leads; the auth feature reuses them.
            allow('web-feature', [
              'web-core',
              'web-components',
              'web-testing',
              'web-app',
              'web-feature-index',
            ]),
            sameFeature('web-feature'),
            {
              from: { element: { type: 'web-feature-index' } },
              allow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            allow('api-core', ['api-core']),
            allow('api-feature', ['api-core', 'api-testing']),
            sameFeature('api-feature'),
            allow('api-seed', ['api-core', 'api-seed', 'api-feature', 'api-testing']),
            allow('api-testing', ['api-core', 'api-seed', 'api-testing']),
          ],
        },
      ],
    },
  },
);
