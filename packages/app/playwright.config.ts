import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const APP_URL = 'http://localhost:5173';
const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * End-to-end tests: the real Auth0 SDK in Debian's Chromium signs in at the local
 * identity provider and calls the mock HTTP API, against the production build
 * served by `vite preview`, so what ships is what is tested (no dev-server
 * transforms, the same chunks and lazy routes as production).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores shared with the app, the provider and the mock API: one browser at a time.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // The dev server compiles each module on first request: give it room. A sign-in round trip
  // took up to 31 s on the shared 2-core machine under load (about 5 s when idle).
  timeout: process.env.E2E_APP === 'dev' ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  // `npm test` counts the results from the JSON report.
  reporter: [['list'], ['json', { outputFile: resolve(REPO_ROOT, 'test-results/e2e.json') }]],
  use: {
    baseURL: APP_URL,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The demo with a fresh production build (`E2E_APP=dev`: the dev server, quicker while iterating).
    // `E2E_REUSE_BUILD=1` (npm test, whose app build step ran just before): that build as it is.
    command: `npx tsx scripts/start-demo.ts${process.env.E2E_APP === 'dev' ? '' : ' --preview'}${process.env.E2E_REUSE_BUILD === '1' ? ' --reuse-build' : ''}`,
    cwd: REPO_ROOT,
    url: APP_URL,
    // A server already on 5173 may be a stale dev server: fail rather than test it.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
