// The story tests' Jest environment: one Chromium, one browser context and one page per Jest
// worker, kept from one story file to the next. The test-runner's own environment gives every
// story file a new context and page in a shared browser: a new renderer process, and the preview
// booted from cold caches (its scripts fetched and compiled, MSW's service worker registered, the
// fonts loaded). Here each file still starts on a fresh document (the preview loaded again, so no
// module state of the app passes from one file to the next), in the worker's page.
//
// Measured on nine small story files, one worker, CPU-seconds of every process: 37.6 with a new
// context and page per file, 26.8 with this environment; the stories step of `npm test` went
// from about 660 to about 510 CPU-seconds.
//
// It extends the environment the runner's Jest configuration names (getJestConfig), with
// jest-playwright's documented `skipInitialization` (test-runner-jest.config.js): jest-playwright
// then sets up its globals but opens no browser, and this environment hands it its page.
import { chromium } from 'playwright-core';
import { getJestConfig, setupPage } from '@storybook/test-runner';
import { STORY_BROWSER_CONTEXT, STORY_BROWSER_LAUNCH } from './story-browser.mjs';

const { default: RunnerEnvironment } = await import(getJestConfig().testEnvironment);
// jest-playwright's environment, under the runner's: its setup with skipInitialization opens nothing.
const PlaywrightEnvironment = Object.getPrototypeOf(RunnerEnvironment);

/** This worker's browser, context and page, opened for its first story file. */
let worker;
/** Closes them once no file follows (the worker, or Jest running in band, can then exit). */
let closeWhenIdle;
// The next file of a worker starts within milliseconds of the last one's end.
const IDLE_MS = 1000;

async function openWorker() {
  const browser = await chromium.launch(STORY_BROWSER_LAUNCH);
  const context = await browser.newContext(STORY_BROWSER_CONTEXT);
  return { browser, context, page: null };
}

/**
 * The runner's own preparation of a page (setupPage: the preview loaded, its bindings exposed,
 * its script added), again on a page it prepared before: the bindings stay with the page across
 * loads (Playwright's exposeBinding), and exposing one twice is refused, so only the first time
 * exposes them.
 */
async function prepare(page, context, first) {
  if (first) return setupPage(page, context);
  const again = new Proxy(page, {
    get(target, key) {
      if (key === 'exposeBinding') return async () => {};
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return setupPage(again, context);
}

export default class StoryTestEnvironment extends PlaywrightEnvironment {
  async setup() {
    await super.setup();
    clearTimeout(closeWhenIdle);
    worker ??= openWorker();
    const shared = await worker;
    const first = !shared.page || shared.page.isClosed();
    if (first) shared.page = await shared.context.newPage();
    // A file starts from a document no other file has used, as with a page of its own; its
    // scripts, fonts and MSW's service worker come from the context's caches.
    await shared.context.clearCookies();
    await prepare(shared.page, shared.context, first);
    Object.assign(this.global, {
      browser: shared.browser,
      context: shared.context,
      page: shared.page,
    });
    // The runner logs each story's id, title and name before it runs it. Jest buffers every log
    // line with the place it came from (a stack trace read through source maps) and prints it all:
    // CPU time in this worker and Jest's main process for nothing this suite reads (its results are
    // in story-checks.jsonl). Warnings and errors still print.
    const quiet = () => {};
    this.global.console = Object.assign(Object.create(this.global.console), {
      log: quiet,
      info: quiet,
      debug: quiet,
    });
  }

  async teardown() {
    const shared = await worker;
    const { page } = this.global;
    // A story that navigated away has the runner replace the page (jestPlaywright.resetPage): the
    // next file prepares the replacement.
    shared.page = page && !page.isClosed() ? page : null;
    // What a story stored in the browser stays with its file, as in a context of its own.
    await shared.page?.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // jest-playwright closes the browser it was handed; this one serves the worker's next file.
    this.global.browser = undefined;
    this.global.page = undefined;
    await super.teardown();
    const closing = worker;
    closeWhenIdle = setTimeout(() => {
      worker = undefined;
      void closing?.then(({ browser }) => browser.close());
    }, IDLE_MS);
    closeWhenIdle.unref();
  }
}
