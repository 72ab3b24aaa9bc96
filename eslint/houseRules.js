import boundaries from 'eslint-plugin-boundaries';
import ts from 'typescript';

/**
 * The folders of `packages/app/src`, lowest first: a folder may import only folders before it
 * (and itself). Listed once, this is the app's direction of dependence, and it makes a circle
 * between two folders impossible: one of the two imports would point upward.
 */
const APP_LAYERS = [
  'config',
  'errors',
  'api',
  'notifications',
  'auth',
  'store',
  'queryViews',
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

const INTERNAL_MESSAGE = "A library's internal_* API is not documented: use what it documents.";
const HISTORY_STATE_MESSAGE =
  "history.state holds the router's private fields: use the router's API (useBlocker, useLocation).";

/**
 * ESLint config: libraries are used through what they document. An upgrade may change or drop
 * their internals without a word, and nothing would fail until a user met it:
 * - RTK Query's `internal_*` actions (a subscription count was read through one);
 * - React Router's own fields in `history.state` (the entry's index, its key), which broke once
 *   already: Back and Forward are held with the data router's `useBlocker`.
 * Stories and tests may set up a history of their own.
 */
export const noLibraryInternals = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  ignores: [
    'packages/*/src/**/*.stories.tsx',
    'packages/*/src/**/*.test.{ts,tsx}',
    'packages/app/src/testing/**',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'MemberExpression[property.name=/^internal_/]', message: INTERNAL_MESSAGE },
      { selector: 'ImportSpecifier[imported.name=/^internal_/]', message: INTERNAL_MESSAGE },
      ...[
        // history.state, window.history.state, globalThis.history.state
        "MemberExpression[property.name='state'][object.name='history']",
        "MemberExpression[property.name='state'][object.property.name='history']",
        // const { state } = history / window.history
        "VariableDeclarator[init.name='history'] > ObjectPattern > Property[key.name='state']",
        "VariableDeclarator[init.property.name='history'] > ObjectPattern > Property[key.name='state']",
      ].map((selector) => ({ selector, message: HISTORY_STATE_MESSAGE })),
    ],
  },
};

/** The one file that may import react-bootstrap's Dropdown: the menus' loader. */
const DROPDOWN_LOADER = 'packages/ui/src/DeferredDropdown/useDropdown.ts';
const DROPDOWN_MESSAGE = `react-bootstrap's Dropdown is kept out of the first load: take it from DeferredDropdown (useDeferredDropdown, DropdownTogglePlaceholder), which loads it through ${DROPDOWN_LOADER}.`;

// The Dropdown and what is built on it: DropdownButton, SplitButton, NavDropdown.
const DROPDOWN_PART = /^(?:Dropdown|SplitButton|NavDropdown)/;
const DROPDOWN_MODULE = /^react-bootstrap\/(?:esm\/|cjs\/)?(?:Dropdown|SplitButton|NavDropdown)/;

/** True when an import of `name` (undefined: the whole module) from `source` brings the Dropdown. */
const bringsDropdown = (source, name) =>
  DROPDOWN_MODULE.test(source) ||
  (source === 'react-bootstrap' && (name === undefined || DROPDOWN_PART.test(name)));

/**
 * A direct import of react-bootstrap's Dropdown, static, re-exported or dynamic. A rule of its
 * own rather than `no-restricted-imports`, whose options each package's config already sets: a
 * second setting would replace those, not add to them.
 */
const oneDropdownLoaderRule = {
  meta: { type: 'problem', schema: [], messages: { direct: DROPDOWN_MESSAGE } },
  create(context) {
    const check = (node, source, names) => {
      if (typeof source !== 'string') return;
      if (names.some((name) => bringsDropdown(source, name))) {
        context.report({ node, messageId: 'direct' });
      }
    };
    const namesOf = (specifiers) =>
      specifiers.length === 0
        ? [undefined]
        : specifiers.map((specifier) =>
            specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier'
              ? (specifier.imported ?? specifier.local).name
              : undefined,
          );
    return {
      ImportDeclaration: (node) => check(node, node.source.value, namesOf(node.specifiers)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, namesOf(node.specifiers)),
      ExportAllDeclaration: (node) => check(node, node.source.value, [undefined]),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, [undefined]),
    };
  },
};

const ROUTES_MODULE = 'packages/app/src/routes/routeTree.ts';
const ROUTE_MATCHERS = new Set(['matchPath', 'matchRoutes', 'useRoutes']);
const ROUTER_PACKAGES = new Set(['react-router', 'react-router-dom']);

/** Refuses React Router's matchers, imported or re-exported: see `oneRouteMatcher`. */
const oneRouteMatcherRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      secondMatcher: `{{name}} would match addresses a second time: the route objects of ${ROUTES_MODULE} are the one matcher (its specRouteAt, or the data router's useMatches and useParams).`,
    },
  },
  create(context) {
    const check = (node) => {
      if (!ROUTER_PACKAGES.has(node.source?.value)) return;
      for (const specifier of node.specifiers) {
        const imported =
          specifier.type === 'ExportSpecifier' ? specifier.local : specifier.imported;
        const name = imported?.type === 'Identifier' ? imported.name : imported?.value;
        if (ROUTE_MATCHERS.has(name))
          context.report({ node: specifier, messageId: 'secondMatcher', data: { name } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check };
  },
};

const FORMAT_COUNT_MESSAGE =
  'A number shown to people goes through formatCount (@admin-hub/domain/formatCount): 5000 reads 5,000. An identifier or a code (an id, 404, 1920 × 1080) says so with String().';

/**
 * True when `type` is a number, or a union of plain values holding one (`string | number`, a
 * prop that may carry a count). Not React's ReactNode, which admits a number among elements:
 * a `{children}` is whatever its caller made it, and the caller is checked where it wrote it.
 */
function isShownNumber(type) {
  const numeric = (part) =>
    (part.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) !== 0;
  if (!type.isUnion()) return numeric(type);
  const plain =
    ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BigIntLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined;
  return type.types.some(numeric) && type.types.every((part) => (part.flags & plain) !== 0);
}

/** Attributes whose value is for the machine (a class, an address, a key), not read by people. */
const MACHINE_ATTRIBUTE =
  /^(?:className|class|style|key|id|htmlFor|href|to|src|target|rel|type|name|value|role|tabIndex|aria-(?:controls|describedby|labelledby|owns|posinset|setsize)|data-.*)$/;

/**
 * Whether a template literal builds text for people: a JSX child, or the value of an attribute
 * read or heard (aria-label, title, label, message …). Strings built elsewhere (an address, a
 * size in px) are not this rule's business.
 */
function isShownTemplate(node) {
  const container = node.parent;
  if (container?.type !== 'JSXExpressionContainer') return false;
  const holder = container.parent;
  if (holder?.type === 'JSXElement' || holder?.type === 'JSXFragment') return true;
  if (holder?.type !== 'JSXAttribute') return false;
  const name = holder.name.type === 'JSXNamespacedName' ? holder.name.name.name : holder.name.name;
  return !MACHINE_ATTRIBUTE.test(name);
}

/**
 * A number rendered as it is (issue 37: 'Content Downloads 5000'): a JSX child, or a part of a
 * shown template literal, whose type is a number. Type-aware, so it sees a count that arrives
 * as a prop (`{value}` of `string | number`).
 */
const formattedCountsRule = {
  meta: { type: 'problem', schema: [], messages: { unformatted: FORMAT_COUNT_MESSAGE } },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const check = (node) => {
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
      if (isShownNumber(type)) context.report({ node, messageId: 'unformatted' });
    };
    return {
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer': (node) => {
        if (node.expression.type !== 'JSXEmptyExpression') check(node.expression);
      },
      TemplateLiteral: (node) => {
        if (isShownTemplate(node)) node.expressions.forEach(check);
      },
    };
  },
};

// One plugin object for the house's own rules: ESLint refuses a plugin name defined twice.
const housePlugin = {
  rules: {
    'one-dropdown-loader': oneDropdownLoaderRule,
    'one-route-matcher': oneRouteMatcherRule,
    'formatted-counts': formattedCountsRule,
  },
};

/**
 * ESLint config: every menu takes react-bootstrap's Dropdown from DeferredDropdown, which loads
 * it on first need with the one retry rule (ui's lazy/lazyImport). A menu importing it directly
 * puts it and Popper back into the first load of every screen that shows the menu.
 */
export const oneDropdownLoader = {
  files: ['packages/*/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
  ignores: [DROPDOWN_LOADER],
  plugins: { house: housePlugin },
  rules: { 'house/one-dropdown-loader': 'error' },
};

/**
 * ESLint config: the app matches an address once, through its route objects (routes/routeTree):
 * a second matcher (a hand-written one was kept beside the router, and drifted from it) would
 * decide what an address shows apart from the router. Tests and stories too: they check the
 * routes through the same objects.
 */
export const oneRouteMatcher = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  ignores: [ROUTES_MODULE],
  plugins: { house: housePlugin },
  rules: { 'house/one-route-matcher': 'error' },
};

/**
 * ESLint config: every number on screen is written by the one formatter (issue 37: 'Content
 * Downloads 5000', '1000000'). The screens' and components' own text only: stories, tests and
 * the stories' harness build their expectations as they like.
 */
export const formattedCounts = {
  files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
  ignores: [
    'packages/*/src/**/*.stories.tsx',
    'packages/*/src/**/*.test.{ts,tsx}',
    'packages/app/src/testing/**',
    // The tokens' own values (12 px, --ah-space-4): names and sizes, not counts.
    'packages/ui/src/Foundations/**',
  ],
  plugins: { house: housePlugin },
  rules: { 'house/formatted-counts': 'error' },
};
