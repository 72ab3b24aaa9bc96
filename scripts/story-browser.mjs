// How the story tests' Chromium is launched and its pages set up: test-runner-jest.config.js hands
// these to jest-playwright, and scripts/story-test-environment.mjs opens each worker's browser with them.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const STORY_BROWSER_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  // Hinting off: glyph shapes must not depend on the machine's FreeType settings.
  args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
};

// The same rendering everywhere: fixed viewport and scale, UTC, US English, no motion.
export const STORY_BROWSER_CONTEXT = {
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
};
