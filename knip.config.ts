import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { KnipConfig } from 'knip';

/**
 * Sass's own lookup for `@import 'x'`: the partial `_x.scss` (or `x.scss`) beside the
 * importing file. Anything else (`bootstrap/scss/functions`) is a package.
 */
function sassSpecifier(spec: string, importer: string): string {
  const dir = join(dirname(importer), dirname(spec));
  const base = spec.split('/').pop() ?? spec;
  for (const file of [`_${base}.scss`, `${base}.scss`]) {
    if (existsSync(join(dir, file))) return `./${join(dirname(spec), file)}`;
  }
  return spec;
}

/**
 * `npm run lint` fails on an unused file, export or dependency. Plugins find most entries
 * (Vite: index.html; Vitest: the tests; Storybook: the stories and .storybook; Playwright: e2e);
 * the entries below are what no plugin can see: commands run by path and files named in
 * other tools' configuration.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by npm scripts, by other scripts (spawned by path) and by `.ci/run`.
        'scripts/*.{mjs,ts}',
        // Named by path in test-runner-jest.config.js, which scripts/test-stories.mjs passes on.
        'scripts/story-snapshot-setup.js',
        'test-runner-jest.config.js',
        // Vite loads it from the repository root for the app and Storybook alike.
        'postcss.config.js',
      ],
      // Written by `msw init`; served to the browser by Storybook, imported by nothing.
      ignore: ['.storybook/public/**'],
    },
    // The app's entries (index.html, stories, tests, e2e specs) come from the plugins.
    // themeScript.js: inlined into index.html by the build (vite.security.ts), imported by none.
    'packages/app': { entry: ['src/layout/themeScript.js'] },
    // A package's entries (its `exports`: api-mocks' index, ui's component folders, domain's
    // modules) are what the others import: an export of one that none of them uses is dead, so
    // these check their entries' exports too.
    'packages/api-mocks': {
      includeEntryExports: true,
      // The demo's and e2e's processes, started by path (package.json scripts, start-demo.ts).
      entry: ['src/server/main.ts', 'src/idp/main.ts', 'src/server/faultsCli.ts'],
    },
    'packages/ui': { includeEntryExports: true },
    'packages/domain': { includeEntryExports: true },
  },
  ignoreIssues: {
    // A component's props types are its documented interface (what a caller may pass, shown in
    // Storybook's docs), exported beside it whether or not the app names them today.
    'packages/ui/src/**': ['types'],
  },
  compilers: {
    // The theme's `@import`s, so its partials count as used files and Bootstrap as a used
    // package; and the packages its `url()`s name (the fonts' files: `@fontsource/inter`).
    scss: (text: string, path: string) =>
      [
        ...[...text.matchAll(/@(?:import|use|forward)\s+['"]([^'"]+)['"]/g)].map(([, spec = '']) =>
          sassSpecifier(spec, path),
        ),
        ...[...text.matchAll(/url\(\s*['"]?(@[\w.-]+\/[\w.-]+)\//g)].map(([, name = '']) => name),
      ]
        .map((spec) => `import '${spec}';`)
        .join('\n'),
  },
};

export default config;
