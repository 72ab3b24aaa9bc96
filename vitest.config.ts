import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests only: stories are exercised in Chromium by the Storybook test-runner.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'eslint/**/*.test.ts',
      '.storybook/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
    // Vitest's default leaves a core free: on CI's two cores that is one worker, 72 s for the
    // suite against 45 s with two.
    maxWorkers: availableParallelism(),
    // A test's time limit catches a test that hangs; it must not judge the machine's speed. At
    // Vitest's 5 s, a test rendering 200 rows in jsdom (ShowMoreList) failed on a busy machine
    // though it takes under 1 s alone; the slowest test here takes 2.5 s on a quiet machine.
    testTimeout: 30_000,
  },
});
