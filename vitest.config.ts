import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const TESTS = '**/*.test.{ts,tsx}';
/**
 * The suites that run in Node alone and keep no state between files: domain's pure functions,
 * the mock APIs (every test that touches the database resets it first, `useMockApi`; the MSW
 * server is opened and closed per file) and the ESLint rules. A file there that renders (a
 * jsdom environment) stays with the isolated tests.
 */
const SHARED_MODULES = ['packages/domain/src', 'packages/api-mocks/src', 'eslint'].map(
  (folder) => `${folder}/${TESTS}`,
);
const RENDERING_FILES = ['packages/api-mocks/src/server/faultPanel.test.ts'];

// Unit tests only: stories are exercised in Chromium by the Storybook test-runner.
export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // Vitest's default leaves a core free: on CI's two cores that is one worker, 72 s for the
    // suite against 45 s with two.
    maxWorkers: availableParallelism(),
    // A test's time limit catches a test that hangs; it must not judge the machine's speed. At
    // Vitest's 5 s, a test rendering 200 rows in jsdom (ShowMoreList) failed on a busy machine
    // though it takes under 1 s alone; the slowest test here takes 2.5 s on a quiet machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: SHARED_MODULES,
          exclude: RENDERING_FILES,
          // A fresh process per file re-imported MSW, faker and the seed for each of these 53
          // files: 30 CPU-seconds against 14 with their modules shared (measured side by side).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: [
            ...['packages/app/src', 'packages/ui/src', '.storybook'].map(
              (folder) => `${folder}/${TESTS}`,
            ),
            ...RENDERING_FILES,
          ],
        },
      },
    ],
  },
});
