import { getJestConfig } from '@storybook/test-runner';
import { STORY_BROWSER_CONTEXT, STORY_BROWSER_LAUNCH } from './scripts/story-browser.mjs';

// The default Jest configuration comes from @storybook/test-runner (ejected with `test-storybook --eject`).
const testRunnerConfig = getJestConfig();

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // One browser and one Storybook page per worker, kept across story files (see the file).
  testEnvironment: '<rootDir>/scripts/story-test-environment.mjs',
  setupFilesAfterEnv: [
    ...(testRunnerConfig.setupFilesAfterEnv ?? []),
    '<rootDir>/scripts/story-snapshot-setup.js',
  ],
  // A story's play function, the axe run and up to 5 s of settling for the screenshot.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // The environment opens the browser (once per worker), not jest-playwright (once per file).
      skipInitialization: true,
      launchOptions: STORY_BROWSER_LAUNCH,
      contextOptions: STORY_BROWSER_CONTEXT,
    },
  },
};
