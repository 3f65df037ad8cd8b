import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import noFeatureCycle from './eslint/no-feature-cycle.js';

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
/** Any file of the same feature. */
const sameFeature = (type) => ({
  from: { element: { type } },
  allow: {
    to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } },
  },
});
/** Another feature only through its public face, its index.ts. */
const otherFeatureIndex = (type) => ({
  from: { element: { type } },
  allow: { to: { element: { type, fileInternalPath: 'index.ts' } } },
});
const element = (type, pattern, capture) => ({ type, pattern, capture, partialMatch: false });

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
    // Code flows shared -> core/components -> features -> app. A feature reaches another only
    // through its index.ts, never app/ (or the API's entry files), never in a cycle.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { boundaries, local: noFeatureCycle },
    settings: {
      'boundaries/include': ['apps/*/src/**/*'],
      'boundaries/elements': [
        element('web-app', 'apps/web/src/app'),
        element('web-core', 'apps/web/src/core'),
        element('web-components', 'apps/web/src/components'),
        element('web-testing', 'apps/web/src/testing'),
        element('web-feature', 'apps/web/src/features/*', ['feature']),
        element('api-core', 'apps/api/src/core'),
        element('api-feature', 'apps/api/src/features/*', ['feature']),
        element('api-seed', 'apps/api/src/seed'),
        element('api-testing', 'apps/api/src/testing'),
      ],
      // The API's composition root: what app/ is to the web.
      'boundaries/files': [
        { category: 'api-entry', pattern: 'apps/api/src/{app,server,create-admin}.ts' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('web-app', ['web-app', 'web-core', 'web-components', 'web-feature']),
            allow('web-core', ['web-core']),
            allow('web-components', ['web-core', 'web-components']),
            allow('web-testing', ['web-core', 'web-testing']),
            allow('web-feature', ['web-core', 'web-components', 'web-testing']),
            sameFeature('web-feature'),
            otherFeatureIndex('web-feature'),
            allow('api-core', ['api-core']),
            allow('api-feature', ['api-core', 'api-testing']),
            sameFeature('api-feature'),
            otherFeatureIndex('api-feature'),
            allow('api-seed', ['api-core', 'api-seed', 'api-feature', 'api-testing']),
            allow('api-testing', ['api-core', 'api-seed', 'api-testing']),
            // The entry files wire everything; the test helper builds the real app from them.
            {
              from: { file: { categories: 'api-entry' } },
              allow: [
                { to: { element: { types: '*' } } },
                { to: { file: { categories: 'api-entry' } } },
              ],
            },
            {
              from: { element: { type: 'api-testing' } },
              allow: { to: { file: { categories: 'api-entry' } } },
            },
          ],
        },
      ],
      'local/no-feature-cycle': 'error',
    },
  },
);
