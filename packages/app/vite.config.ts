import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { auth0ClientExport } from './vite.auth0.ts';
import {
  inlineThemeScript,
  productionSecurityHeaders,
  sourceMapsOutsideDist,
} from './vite.security.ts';

/**
 * The JavaScript of each budgeted visit (.size-limit.json), copied into `.vite/budget/<visit>/`:
 * - `signed-out`: the entry chunk and the app's (React, the sign-in pages: the entry imports it
 *   once it has built the SDK's client) with every chunk they import statically, all that a
 *   visitor on the way to sign in downloads;
 * - `users-list`: that, plus the signed-in part and the users screen with their static imports,
 *   all that a signed-in load of /admin/users downloads.
 */
export const BUDGETS: Record<string, readonly RegExp[]> = {
  'signed-out': [/\/src\/renderApp\.tsx$/],
  'users-list': [
    /\/src\/renderApp\.tsx$/,
    /\/routes\/SignedInApp\.tsx$/,
    /\/screens\/users\/UsersScreen\.tsx$/,
  ],
};
export const BUDGET_DIR = '.vite/budget';
/**
 * The chunk of what every signed-in visit needs beyond the entry: the app's frame and the users
 * list it opens on, so the budget's roots. Left to automatic splitting, their modules came as
 * some thirty small chunks, one per set of lazy screens sharing them; gzip compresses each file
 * alone, so one chunk is the same code in fewer bytes (about 9 kB) and requests.
 */
const SIGNED_IN_CHUNK = 'signed-in';
const APP_ROOT = /\/src\/renderApp\.tsx$/;
const isSignedInRoot = (id: string) =>
  BUDGETS['users-list']!.some((root) => root !== BUDGETS['users-list']![0] && root.test(id));

/**
 * Fails the build if chunks import each other statically in a circle: merging modules into one
 * chunk can close such a circle, and then a module can run before one it uses.
 */
function assertNoChunkCycles(
  chunks: ReadonlyArray<{ fileName: string; imports: readonly string[] }>,
): void {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (fileName: string) => {
    if (done.has(fileName)) return;
    const start = trail.indexOf(fileName);
    if (start >= 0) {
      throw new Error(
        `Chunks import each other: ${[...trail.slice(start), fileName].join(' -> ')}`,
      );
    }
    trail.push(fileName);
    importsOf.get(fileName)?.forEach(visit);
    trail.pop();
    done.add(fileName);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
}

/** Copies each budget's chunks into one folder, so size-limit measures them whatever their names. */
function budgetChunks(): Plugin {
  return {
    name: 'admin-hub:budget-chunks',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      assertNoChunkCycles(chunks);
      const closure = (roots: typeof chunks) => {
        const visited = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (visited.has(fileName) || chunk?.type !== 'chunk') return;
          visited.add(fileName);
          chunk.imports.forEach(visit);
        };
        roots.forEach((chunk) => visit(chunk.fileName));
        return visited;
      };
      for (const [visit, modules] of Object.entries(BUDGETS)) {
        const roots = chunks.filter((chunk) => chunk.isEntry);
        for (const module of modules) {
          const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
          if (!holder) throw new Error(`Budget ${visit}: no chunk holds ${module}`);
          roots.push(holder);
        }
        if (roots.filter((chunk) => chunk.isEntry).length !== 1) {
          throw new Error(`Budget ${visit}: expected one entry chunk`);
        }
        // Should the signed-in group take one of the entry's modules, every visitor would
        // download that chunk on the way to sign in.
        if (visit === 'signed-out') {
          const early = [...closure(roots)].filter(
            (file) => bundle[file]?.name === SIGNED_IN_CHUNK,
          );
          if (early.length > 0) {
            throw new Error(
              `The entry imports the ${SIGNED_IN_CHUNK} chunk (${early.join(', ')}): see codeSplitting`,
            );
          }
        }
        const target = path.join(outDir, BUDGET_DIR, visit);
        rmSync(target, { recursive: true, force: true });
        mkdirSync(target, { recursive: true });
        for (const fileName of closure(roots)) {
          copyFileSync(path.join(outDir, fileName), path.join(target, path.basename(fileName)));
        }
      }
    },
  };
}

// The app's own dev server and production build. Run-time settings come from
// public/config.json, so one build serves every environment.
export default defineConfig({
  plugins: [
    auth0ClientExport(),
    inlineThemeScript(),
    react(),
    budgetChunks(),
    productionSecurityHeaders(),
    sourceMapsOutsideDist(),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5 Sass still uses @import and global built-ins (as in .storybook/main.ts).
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  // Served as it is rather than pre-bundled, so auth0ClientExport's transform applies in dev too.
  optimizeDeps: { exclude: ['@auth0/auth0-react'] },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  // Maps are written without a pointer in the shipped files, then moved out of dist (vite.security.ts).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // The entry (React DOM, the Auth0 SDK) passes Vite's 500 kB warning before compression; what
    // a visit downloads is held in gzip bytes by the budgets (.size-limit.json).
    chunkSizeWarningLimit: 600,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The jump box is fetched at its first use: its list of chunks to preload would cost the
      // first load more than the one round trip it saves then.
      resolveDependencies: (file, deps) => (/\/JumpDialog-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Each group takes the modules it names and, recursively, their static imports. A group
        // of higher priority takes its modules first: the entry's own ($initial: Rolldown's tag
        // for what the entry imports statically) stay in the entry chunk, so the signed-in chunk
        // is what the signed-in roots import beyond them.
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 3 },
            { name: 'app', test: APP_ROOT, priority: 2 },
            { name: SIGNED_IN_CHUNK, test: isSignedInRoot, priority: 1 },
          ],
        },
      },
    },
  },
});
