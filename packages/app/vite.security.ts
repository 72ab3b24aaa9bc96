import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { buildSecurityHeaders, formatSecurityHeaders } from '../../scripts/security-headers.mjs';

/**
 * Where the production build's source maps go: beside `dist`, never inside it, so they are not
 * published with the files (keep them for an error-reporting service). Same depth as `dist`, so
 * the relative `sources` in each map still resolve.
 */
const SOURCE_MAPS_DIR = 'dist-sourcemaps';

const outDirOf = (config: ResolvedConfig) => path.resolve(config.root, config.build.outDir);

const SOURCE_MAP_POINTER = /^\s*\/\/[#@] sourceMappingURL=.*$/gm;

/**
 * Moves every `.map` file of the build out of `dist` into SOURCE_MAPS_DIR. Pair it with
 * `build.sourcemap: 'hidden'`, so no chunk points at a map; scripts copied as they are (the
 * Auth0 SDK's worker) lose their own pointer, which names a map that is not shipped.
 */
export function sourceMapsOutsideDist(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'admin-hub:source-maps-outside-dist',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.js')) {
          output.source = String(output.source).replace(SOURCE_MAP_POINTER, '');
        }
      }
    },
    writeBundle(_options, bundle) {
      const outDir = outDirOf(config);
      const mapsDir = path.resolve(config.root, SOURCE_MAPS_DIR);
      rmSync(mapsDir, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = path.join(mapsDir, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, fileName), target);
      }
    },
  };
}

/** The theme of the first paint, inlined into index.html in place of this tag. */
const THEME_SCRIPT_TAG = '<script src="/theme.js"></script>';
const THEME_SCRIPT = new URL('./src/layout/themeScript.js', import.meta.url);

/**
 * Writes src/layout/themeScript.js into index.html where it names `/theme.js`: a script in
 * <head> that must run before the first paint, now without a request that blocks it. The
 * production CSP allows it by the hash of the text written here (productionSecurityHeaders
 * computes it from the built index.html), and refuses any other inline script.
 */
export function inlineThemeScript(): Plugin {
  return {
    name: 'admin-hub:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_SCRIPT_TAG)) {
          throw new Error(`index.html has no ${THEME_SCRIPT_TAG} to inline (vite.security.ts)`);
        }
        // Its comments are for its readers here, not bytes of every page.
        const script = readFileSync(THEME_SCRIPT, 'utf8')
          .split('\n')
          .filter((line) => !line.trim().startsWith('//'))
          .join('\n')
          .trim();
        return html.replace(THEME_SCRIPT_TAG, () => `<script>\n${script}\n</script>`);
      },
    },
  };
}

/**
 * The production headers (scripts/security-headers.mjs) from the `config.json` being served:
 * written into the build as `_headers` for hosts that read one, and sent on every response of
 * `vite preview`, which the end-to-end tests run against.
 */
export function productionSecurityHeaders(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'admin-hub:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      if (config.command !== 'build') return;
      const outDir = outDirOf(config);
      writeFileSync(
        path.join(outDir, '_headers'),
        formatSecurityHeaders(path.join(outDir, 'config.json'), 'headers'),
      );
    },
    configurePreviewServer(server) {
      const configFile = path.join(outDirOf(server.config), 'config.json');
      // Read when the preview starts, as a host would at deploy time.
      const headers = buildSecurityHeaders(configFile);
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
