import { defineConfig } from 'vitest/config';

// Unit tests only: stories are exercised in Chromium by the Storybook test-runner.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
