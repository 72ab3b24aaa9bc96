import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner (ejected with `test-storybook --eject`).
const testRunnerConfig = getJestConfig();

// Debian's Chromium: Playwright's own browser download does not work on these machines.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
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
      launchOptions: {
        executablePath,
        headless: true,
        // As root Chromium needs --no-sandbox; the rest keep it from stalling on the closed network.
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
      },
      // The same rendering everywhere: fixed viewport and scale, UTC, US English, no motion.
      contextOptions: {
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
        colorScheme: 'light',
      },
    },
  },
};
