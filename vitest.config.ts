import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests only: stories are exercised in Chromium by the Storybook test-runner.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Vitest's default leaves a core free: on CI's two cores that is one worker, 72 s for the
    // suite against 45 s with two.
    maxWorkers: availableParallelism(),
  },
});
