import boundaries from 'eslint-plugin-boundaries';

/**
 * The folders of `packages/app/src`, lowest first: a folder may import only folders before it
 * (and itself). Listed once, this is the app's direction of dependence, and it makes a circle
 * between two folders impossible: one of the two imports would point upward.
 */
const APP_LAYERS = [
  'config',
  'lazy',
  'errors',
  'api',
  'notifications',
  'auth',
  'store',
  'components',
  'emulation',
  'features/dialogs',
  'features/runs',
  'features/export',
  'features/jump',
  'features/signs',
  'features/companies',
  'features/users',
  'layout',
  'screens',
  'routes',
];

const APP_SRC = 'packages/app/src';

/** ESLint config: an import from a lower folder of the app to a higher one is an error. */
export const appLayers = {
  files: [`${APP_SRC}/**/*.{ts,tsx}`],
  // The stories' and tests' harness reaches every layer on purpose.
  ignores: [
    `${APP_SRC}/**/*.stories.tsx`,
    `${APP_SRC}/**/*.test.{ts,tsx}`,
    `${APP_SRC}/testing/**`,
  ],
  plugins: { boundaries },
  settings: {
    // Most specific first: a feature's folder before the rest.
    'boundaries/elements': [...APP_LAYERS]
      .sort((a, b) => b.split('/').length - a.split('/').length)
      .map((layer) => ({ type: layer, pattern: `${APP_SRC}/${layer}` })),
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: APP_LAYERS.slice(0, -1).map((layer, index) => ({
          from: { element: { type: layer } },
          disallow: { to: { element: { types: { anyOf: APP_LAYERS.slice(index + 1) } } } },
          message: `${layer} is below {{to.type}} in APP_LAYERS (eslint/houseRules.js): it must not import it`,
        })),
      },
    ],
  },
};

/**
 * ESLint config: libraries are used through what they document. An upgrade may change or drop
 * their internals (RTK Query's `internal_*` actions, React Router's private `history.state`
 * fields) without a word, and nothing would fail until a user met it.
 */
export const noLibraryInternals = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  ignores: ['packages/*/src/**/*.stories.tsx', 'packages/*/src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'MemberExpression[property.name=/^internal_/]',
        message: "A library's internal_* API is not documented: use what it documents.",
      },
      {
        selector: 'ImportSpecifier[imported.name=/^internal_/]',
        message: "A library's internal_* API is not documented: use what it documents.",
      },
    ],
  },
};
