import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  appLayers,
  formattedCounts,
  noLibraryInternals,
  oneDropdownLoader,
  oneRouteMatcher,
} from './houseRules.js';

/** Lints `code` as if it were the file at `filePath` (the imports it names must exist). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: `${import.meta.dirname}/..`,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      appLayers,
      noLibraryInternals,
      oneDropdownLoader,
      oneRouteMatcher,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

describe('the house rules', () => {
  it('refuses an import from a lower folder of the app to a higher one (a circle)', async () => {
    // api is below store, and the store imports api: this import would close a circle.
    const upward = await lint(
      'packages/app/src/api/planted.ts',
      "import { createAppStore } from '../store/createAppStore.ts';\nexport const x = createAppStore;\n",
    );
    expect(upward).toEqual([
      'boundaries/dependencies: api is below store in APP_LAYERS (eslint/houseRules.js): it must not import it',
    ]);
    const downward = await lint(
      'packages/app/src/store/planted.ts',
      "import { APIS } from '../api/apis.ts';\nexport const x = APIS;\n",
    );
    expect(downward).toEqual([]);
  });

  it("refuses a library's internal_ API, called or imported", async () => {
    const called = await lint(
      'packages/app/src/notifications/planted.ts',
      'declare const api: { internalActions: { internal_getRTKQSubscriptions: () => void } };\n' +
        'api.internalActions.internal_getRTKQSubscriptions();\n',
    );
    expect(called).toEqual([
      "no-restricted-syntax: A library's internal_* API is not documented: use what it documents.",
    ]);
    const imported = await lint(
      'packages/ui/src/planted.ts',
      "import { internal_x } from 'some-library';\nexport const y = internal_x;\n",
    );
    expect(imported).toHaveLength(1);
  });

  it("refuses a read of history.state, the router's private fields", async () => {
    const read = await lint(
      'packages/ui/src/planted.ts',
      'export const index = (window.history.state as { idx: number }).idx;\n',
    );
    expect(read).toEqual([
      "no-restricted-syntax: history.state holds the router's private fields: use the router's API (useBlocker, useLocation).",
    ]);
    const destructured = await lint(
      'packages/app/src/routes/planted.ts',
      'const { state } = window.history;\nexport const s: unknown = state;\n',
    );
    expect(destructured).toHaveLength(1);
  });

  it("refuses react-bootstrap's Dropdown outside the menus' loader, however it is imported", async () => {
    const refused = [
      "import Dropdown from 'react-bootstrap/Dropdown';\nexport const D = Dropdown;\n",
      "import { Dropdown } from 'react-bootstrap';\nexport const D = Dropdown;\n",
      "import { DropdownButton as Menu } from 'react-bootstrap';\nexport const D = Menu;\n",
      "export { Dropdown } from 'react-bootstrap';\n",
      "export const load = () => import('react-bootstrap/Dropdown');\n",
    ];
    for (const code of refused) {
      const messages = await lint('packages/ui/src/SortMenu/planted.tsx', code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(
        /^house\/one-dropdown-loader: react-bootstrap's Dropdown is kept out/,
      );
    }
    const otherParts = await lint(
      'packages/app/src/layout/planted.tsx',
      "import Button from 'react-bootstrap/Button';\nimport { Modal } from 'react-bootstrap';\nexport const x = [Button, Modal];\n",
    );
    expect(otherParts).toEqual([]);
    const loader = await lint(
      'packages/ui/src/DeferredDropdown/useDropdown.ts',
      "export const load = () => import('react-bootstrap/Dropdown');\n",
    );
    expect(loader).toEqual([]);
  });

  it('refuses a second route matcher: matchPath, matchRoutes or useRoutes outside the route objects', async () => {
    const planted = await lint(
      'packages/app/src/layout/planted.ts',
      "import { matchPath } from 'react-router-dom';\nexport const m = matchPath('/admin', '/admin');\n",
    );
    expect(planted).toEqual([
      "house/one-route-matcher: matchPath would match addresses a second time: the route objects of packages/app/src/routes/routeTree.ts are the one matcher (its specRouteAt, or the data router's useMatches and useParams).",
    ]);
    const others = await lint(
      'packages/app/src/auth/planted.test.tsx',
      "import { matchRoutes as match, useRoutes } from 'react-router';\nexport { match, useRoutes };\n",
    );
    expect(others).toHaveLength(2);
    const reExported = await lint(
      'packages/app/src/layout/planted.ts',
      "export { matchRoutes } from 'react-router-dom';\n",
    );
    expect(reExported).toHaveLength(1);
    const routesModule = await lint(
      'packages/app/src/routes/routeTree.ts',
      "import { matchRoutes } from 'react-router-dom';\nexport const m = matchRoutes([], '/');\n",
    );
    expect(routesModule).toEqual([]);
    const otherImports = await lint(
      'packages/app/src/layout/planted.ts',
      "import { useLocation } from 'react-router-dom';\nexport const l = useLocation;\n",
    );
    expect(otherImports).toEqual([]);
  });
});

/** Lints `code` at `filePath` with type information, as `npm run lint` does. */
async function lintTyped(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: `${import.meta.dirname}/..`,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: {
            // The planted files are not on disk: the project service takes them as they are given.
            projectService: {
              allowDefaultProject: [
                'packages/*/src/*/planted*.tsx',
                'packages/*/src/*/*/planted*.tsx',
              ],
              defaultProject: 'tsconfig.json',
            },
            tsconfigRootDir: `${import.meta.dirname}/..`,
          },
        },
      },
      formattedCounts,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

// The first typed lint loads the whole project (about 30 s on a busy machine): not a hang.
describe('the house rule of numbers on screen (issue 37)', { timeout: 120_000 }, () => {
  it('refuses a number rendered without formatCount: a child, a prop that may be a number, a shown template', async () => {
    const planted = await lintTyped(
      'packages/ui/src/CompanySummaryCard/planted.tsx',
      [
        'export const A = ({ credits }: { credits: number }) => <dd>{credits}</dd>;',
        'export const B = ({ value }: { value: string | number }) => <dd>{value}</dd>;',
        'export const C = ({ n }: { n: number }) => <p aria-label={`${n} users`}>{`${n} users`}</p>;',
      ].join('\n'),
    );
    expect(planted).toHaveLength(4);
    for (const message of planted) expect(message).toMatch(/^house\/formatted-counts: /);
  });

  it('lets through formatCount, String() for an id or a size, machine attributes and children', async () => {
    const fine = await lintTyped(
      'packages/app/src/screens/company/planted.tsx',
      [
        "import type { ReactNode } from 'react';",
        "import { formatCount } from '@admin-hub/domain/formatCount';",
        'export const A = ({ n, id, children }: { n: number; id: number; children: ReactNode }) => (',
        '  <p className={`col-${n}`} data-index={`${n}`} aria-label={`${formatCount(n)} users`}>',
        '    {formatCount(n)} {String(id)} {children}',
        '  </p>',
        ');',
      ].join('\n'),
    );
    expect(fine).toEqual([]);
    // Stories and tests build their expectations as they like.
    const story = await lintTyped(
      'packages/ui/src/Pager/planted.stories.tsx',
      'export const A = ({ n }: { n: number }) => <p>{n}</p>;',
    );
    expect(story).toEqual([]);
  });
});
