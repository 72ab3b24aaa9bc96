// Debian's Chromium and the flags it needs here, for every tool that launches it (the story
// test-runner, Playwright's end-to-end tests). Playwright's own browser download does not work on
// these machines; CHROMIUM_PATH points elsewhere when needed.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// As root Chromium needs --no-sandbox; the rest keep it from stalling on the closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
