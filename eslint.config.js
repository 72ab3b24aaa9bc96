import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import {
  appLayers,
  formattedCounts,
  noLibraryInternals,
  oneDropdownLoader,
  oneRouteMatcher,
} from './eslint/houseRules.js';

// The direction of dependence: domain <- ui <- app, domain <- api-mocks.
// Nothing imports upward; app reaches api-mocks only from stories, tests, e2e and the demo entry.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [group, `${group}/*`],
        message: `This package must not depend on ${group}.`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.storybook/public/**',
      '**/__screenshots__/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/*/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The virtualised list's scroll box takes keyboard focus (WCAG 2.1.1), as a named region.
    // TanStack Virtual's virtualizer changes in place, so that file opts out of the React
    // Compiler ('use no memo') and the compiler's warning about it says nothing new.
    files: ['packages/ui/src/ShowMoreList/VirtualRows.tsx'],
    rules: {
      'react-hooks/incompatible-library': 'off',
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/domain/src/**'],
    rules: forbid('react', 'react-dom', '@admin-hub/ui', '@admin-hub/app', '@admin-hub/api-mocks'),
  },
  {
    files: ['packages/ui/src/**'],
    ignores: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: forbid(
      '@admin-hub/app',
      '@admin-hub/api-mocks',
      'react-router',
      'react-router-dom',
      '@reduxjs/toolkit',
      'react-redux',
      'msw',
    ),
  },
  // ui stories and tests may build fixtures with the api-mocks factories: neither reaches the bundle.
  {
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: forbid(
      '@admin-hub/app',
      'react-router',
      'react-router-dom',
      '@reduxjs/toolkit',
      'react-redux',
      'msw',
    ),
  },
  {
    files: ['packages/api-mocks/src/**'],
    rules: forbid('@admin-hub/ui', '@admin-hub/app', 'react'),
  },
  {
    files: ['packages/app/src/**'],
    ignores: [
      'packages/app/src/**/*.stories.tsx',
      'packages/app/src/**/*.test.{ts,tsx}',
      'packages/app/src/testing/**',
    ],
    rules: forbid('@admin-hub/api-mocks', 'msw'),
  },
  appLayers,
  noLibraryInternals,
  oneDropdownLoader,
  oneRouteMatcher,
  formattedCounts,
  {
    // Every end-to-end test fails on a Content-Security-Policy violation through the shared fixture.
    files: ['packages/app/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures.ts': it checks the page for CSP violations.",
            },
          ],
        },
      ],
    },
  },
);
