import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { productionSecurityHeaders, sourceMapsOutsideDist } from './vite.security.ts';

/** Where `firstScreenChunks` puts copies of the first screen's JavaScript, for size-limit. */
export const FIRST_SCREEN_DIR = '.vite/first-screen';

/**
 * Copies the entry chunk and every chunk it imports statically — the JavaScript a
 * visitor downloads before anything shows — into one folder, so the budget in
 * .size-limit.json measures exactly that, whatever the chunks are named.
 */
function firstScreenChunks(): Plugin {
  return {
    name: 'admin-hub:first-screen-chunks',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const target = path.join(outDir, FIRST_SCREEN_DIR);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      const visited = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (visited.has(fileName) || chunk?.type !== 'chunk') return;
        visited.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      }
      for (const fileName of visited) {
        copyFileSync(path.join(outDir, fileName), path.join(target, path.basename(fileName)));
      }
    },
  };
}

// The app's own dev server and production build. Run-time settings come from
// public/config.json, so one build serves every environment.
export default defineConfig({
  plugins: [react(), firstScreenChunks(), productionSecurityHeaders(), sourceMapsOutsideDist()],
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
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  // Maps are written without a pointer in the shipped files, then moved out of dist (vite.security.ts).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
});
