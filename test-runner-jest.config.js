import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The default Jest configuration comes from @storybook/test-runner (ejected with `test-storybook --eject`).
const testRunnerConfig = getJestConfig();

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
        executablePath: CHROMIUM_PATH,
        headless: true,
        // Hinting off: glyph shapes must not depend on the machine's FreeType settings.
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      },
      // The same rendering everywhere: fixed viewport and scale, UTC, US English, no motion.
      contextOptions: {
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
        colorScheme: 'light',
        // The runner adds its mark to the user agent only once a story's page has loaded, after
        // the preview read it: marked from the start, the a11y addon's own axe pass stays off and
        // only the gate in test-runner.ts runs (it ran twice per story).
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 (StorybookTestRunner)',
      },
    },
  },
};
