/**
 * Checks run on every story by `npm run test:stories` (@storybook/test-runner in headless Chromium):
 * 1. interaction: the story renders and its play function passes (the runner itself);
 * 2. accessibility: axe finds no serious or critical violation (same context and rules as the
 *    a11y addon panel, honouring `parameters.a11y`);
 * 3. visual: a screenshot equals the committed baseline `.storybook/baselines/<story-id>.png`.
 * Beside the interaction: a play whose last key or pointer press leaves focus on `<body>` fails
 * (the focus guard, issue 35), unless the story's `parameters.focusOnBody` says why it may; and a
 * story that is not a flow must end showing the state it declares in `parameters.namedState`
 * (the named-state check, issue 37, ./checkNamedState.ts).
 *
 * Each story's outcome is appended to `STORY_CHECKS_FILE` so scripts/test-stories.mjs can count them.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import type { ElementContext, ImpactValue, Result, RunOptions, Spec } from 'axe-core';
import { getViolations, injectAxe } from 'axe-playwright';
import { checkNamedState } from './checkNamedState.ts';

/**
 * Tolerance of the visual check: no pixel may differ, where a pixel differs when its colour moves by
 * more than pixelmatch's threshold 0.1 (its usual default). Measured: at 0.01, the faint edge of a
 * focus ring in a centred modal (a row of pixels 255 in one run, 235-243 in the next) failed a
 * handful of stories from run to run on the same commit; text, borders and icons differ by far more.
 */
const VISUAL_TOLERANCE = {
  failureThreshold: 0,
  failureThresholdType: 'pixel',
  perPixelColourThreshold: 0.1,
} as const;
const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
const SETTLE_TIMEOUT_MS = 5_000;
/**
 * However long one capture takes, the settle wait allows this many: the limit judges whether a
 * story settles, not how fast the machine draws. Measured: a capture of the 215-user company page
 * (1280×14,240 px) took 0.9 s alone and 1.4–2.8 s beside three busy cores, so under CI's load the
 * 5 s allowed a single compare, and a first capture with its images still at draft quality (a
 * switch's and a select's SVG, one or two levels off) failed the story.
 */
const SETTLE_CAPTURES = 5;
const SETTLE_INTERVAL_MS = 100;
const CLIP_MARGIN_PX = 8;
const BASELINES_DIR = path.resolve(process.env.STORY_BASELINES_DIR ?? '.storybook/baselines');
const DIFFS_DIR = path.resolve(process.env.STORY_DIFFS_DIR ?? 'test-results/story-diffs');
/**
 * What the visual review panel (.storybook/visualReview/) shows of the run: a story whose capture
 * fails its baseline, or has none, leaves the capture in `captures/<story id>.png` (what Accept
 * writes) and a line in `changes.jsonl` with its facets; scripts/test-stories.mjs adds the
 * baselines and diffs and writes the manifest once the run is over.
 */
const REVIEW_DIR = path.resolve(process.env.STORY_REVIEW_DIR ?? 'test-results/visual-review');

// Overlays render outside #storybook-root (portals) or outside its box (fixed position).
const OVERLAY_SELECTOR =
  '.modal.show, .offcanvas.show, [role="dialog"], [role="alertdialog"], [role="tooltip"], .popover';
// Toasts close on a timer, so whether one is still on screen at capture time is a race: they are
// left out of screenshots (play functions assert their text).
const SCREENSHOT_STYLE = [
  '.Toastify { visibility: hidden !important; }',
  // A capture must not catch a transition half-way (a focus ring fading after a click).
  '*, *::before, *::after { transition: none !important; }',
].join(' ');

type CheckOutcome = 'passed' | 'failed' | 'new' | 'skipped' | 'not run';
interface StoryChecks {
  id: string;
  interaction: CheckOutcome;
  accessibility: CheckOutcome;
  visual: CheckOutcome;
  note?: string;
  /** How long the accessibility and visual checks took: where a story's time goes (story-checks.jsonl). */
  ms?: { accessibility: number; visual: number };
}

/** `parameters.screenshot`: 'viewport' for a page capture, or `{ skip: '<why>' }` to opt out (a reason is required). */
type ScreenshotParameter = 'viewport' | 'element' | { skip: string } | undefined;
interface A11yParameter {
  disable?: boolean;
  context?: ElementContext;
  config?: Spec;
  options?: RunOptions;
}
interface ViewportOption {
  styles: { width: string; height: string };
}

type ImageSnapshotMatcher = (actual: Buffer) => {
  toMatchImageSnapshot(options: Record<string, unknown>): void;
};
// jest's `expect`, extended with toMatchImageSnapshot in scripts/story-snapshot-setup.js. Read lazily:
// this module is also loaded by the test-storybook CLI, outside jest.
const jestExpect = (): ImageSnapshotMatcher =>
  (globalThis as unknown as { expect: ImageSnapshotMatcher }).expect;

function record(checks: StoryChecks): void {
  const file = process.env.STORY_CHECKS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(checks)}\n`);
}

function viewportFor(
  globals: Record<string, unknown> = {},
  parameters: Record<string, unknown> = {},
): { width: number; height: number } {
  // Where the story opens (`parameters.viewportOnOpen`, see storyVariants.ts), or a viewport
  // fixed by its globals.
  const key =
    (parameters.viewportOnOpen as string | undefined) ??
    (globals.viewport as { value?: string } | undefined)?.value;
  const options = {
    ...MINIMAL_VIEWPORTS,
    ...((parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)
      ?.options ?? {}),
  } as Record<string, ViewportOption>;
  const styles = key ? options[key]?.styles : undefined;
  if (!styles) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/**
 * Whether a state story's play went past its state: it ends on the app harness's placeholder of
 * a page the story does not render, or on another page than the one it opened on (a link
 * followed). The harness (packages/app/src/testing/appDecorator.tsx) marks both; stories outside
 * it have no address and pass.
 */
async function endsElsewhere(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const placeholder = document.querySelector('[data-navigated-away]');
    if (placeholder) return `ends on the placeholder '${placeholder.textContent}'`;
    const address = document.querySelector<HTMLElement>('[data-story-address]');
    const { storyStart, storyAddress } = address?.dataset ?? {};
    if (storyStart !== undefined && storyAddress !== storyStart)
      return `opened on ${storyStart} and ends on ${storyAddress}`;
    return null;
  });
}

/**
 * The focus guard: after a play that pressed a key or a pointer (userEvent's `keydown` and
 * `pointerdown`, counted from the story's start), focus must not be on `<body>`, where a keyboard
 * user would start again from the top of the page. A story where the page is genuinely right
 * declares it: `parameters: { focusOnBody: '<why>' }`.
 */
const INTERACTED = '__storyInteracted';

async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate((flag) => {
    const state = window as unknown as Record<string, unknown>;
    if (!(`${flag}Listening` in state)) {
      state[`${flag}Listening`] = true;
      const mark = () => {
        state[flag] = true;
      };
      for (const type of ['keydown', 'pointerdown'])
        window.addEventListener(type, mark, { capture: true });
    }
    state[flag] = false;
  }, INTERACTED);
}

async function focusProblem(page: Page, declared: unknown): Promise<string | null> {
  if (typeof declared === 'string') {
    return declared.trim() ? null : 'parameters.focusOnBody needs a reason';
  }
  const onBody = await page.evaluate(
    (flag) =>
      (window as unknown as Record<string, unknown>)[flag] === true &&
      (document.activeElement === null || document.activeElement === document.body),
    INTERACTED,
  );
  return onBody
    ? "Focus guard: the play's last interaction left focus on <body>, so the next Tab starts again from the top of the page. Land it on the next thing to do or where the action started, or declare `parameters.focusOnBody: '<why>'`."
    : null;
}

async function checkAccessibility(page: Page, a11y: A11yParameter): Promise<void> {
  // The same context and disabled rules as @storybook/addon-a11y, so the panel and the gate agree.
  const exclude = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
  const context = a11y.context ?? { include: 'body', exclude };
  const config: Spec = {
    ...a11y.config,
    rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
  };
  // axe's configuration is global to the page, which the runner reuses for every story of a file.
  await page.evaluate((spec) => {
    const { axe } = window as unknown as { axe: { reset(): void; configure(spec: Spec): void } };
    axe.reset();
    axe.configure(spec);
  }, config);
  // Only violations are read: axe then collects one node, not every node, of the rules that
  // pass or do not apply (its documented `resultTypes`), and sends less back from the page.
  const violations = await getViolations(page, context, {
    resultTypes: ['violations'],
    ...a11y.options,
  });
  const failing = violations.filter(
    (violation: Result) => violation.impact && FAILING_IMPACTS.includes(violation.impact),
  );
  if (failing.length === 0) return;
  const report = failing
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.html}`).join('\n')}\n    ${v.helpUrl}`,
    )
    .join('\n');
  throw new Error(
    `Accessibility: ${failing.length} serious or critical axe violation(s)\n${report}`,
  );
}

/**
 * Grows the viewport to the document's height, so the whole story fits without a full-page capture:
 * Chromium re-rasterises a full-page capture differently from one frame to the next (measured:
 * icons toggling a few pixels), while a viewport capture is stable.
 */
async function fitViewportToDocument(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
  }
}

/**
 * The box of everything rendered in #storybook-root (menus may overflow it), with room for focus rings.
 * Measured with endless animations at their start, as the capture shows them: a spinner turned 45°
 * reaches a pixel further out, and the box came out 1 px wider in one run of many.
 */
async function storyClip(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((margin) => {
    const root = document.getElementById('storybook-root');
    if (!root) return null;
    const endless = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity);
    for (const animation of endless) animation.cancel();
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      left = Math.min(left, rect.left);
      top = Math.min(top, rect.top);
      right = Math.max(right, rect.right);
      bottom = Math.max(bottom, rect.bottom);
    }
    for (const animation of endless) animation.play();
    if (!Number.isFinite(left)) return null;
    const x = Math.max(0, Math.floor(left - margin));
    const y = Math.max(0, Math.floor(top - margin));
    const width = Math.min(window.innerWidth, Math.ceil(right + margin)) - x;
    const height = Math.min(window.innerHeight, Math.ceil(bottom + margin)) - y;
    return width > 0 && height > 0 ? { x, y, width, height } : null;
  }, CLIP_MARGIN_PX);
}

async function capture(page: Page, fullViewport: boolean): Promise<Buffer> {
  const options = {
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: SCREENSHOT_STYLE,
  } as const;
  // An empty root (e.g. a pager hidden on purpose) is checked as the whole, blank viewport.
  const clip = fullViewport ? null : await storyClip(page);
  return page.screenshot(clip ? { ...options, clip } : options);
}

/**
 * Waits for fonts, then for two consecutive identical captures (data still arriving, images
 * decoding); a first capture byte for byte equal to the baseline is settled already.
 */
async function settledScreenshot(
  page: Page,
  fullViewport: boolean,
  baseline: Buffer | null,
): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const started = Date.now();
  let previous = await capture(page, fullViewport);
  if (baseline?.equals(previous)) return previous;
  const deadline = started + Math.max(SETTLE_TIMEOUT_MS, SETTLE_CAPTURES * (Date.now() - started));
  while (Date.now() < deadline) {
    await page.waitForTimeout(SETTLE_INTERVAL_MS);
    const next = await capture(page, fullViewport);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(
    `Visual: the story did not settle within ${deadline - started} ms (two consecutive screenshots differ)`,
  );
}

/** A story's facets in the review: its theme and the width it is photographed at. */
interface Facets {
  theme: 'light' | 'dark';
  width: number;
}

async function checkVisual(
  page: Page,
  id: string,
  screenshot: ScreenshotParameter,
  facets: Facets,
): Promise<'passed' | 'new'> {
  const hasOverlay = await page.evaluate(
    (selector) => document.querySelector(selector) !== null,
    OVERLAY_SELECTOR,
  );
  const fullViewport = screenshot === 'viewport' || hasOverlay;
  if (!fullViewport) await fitViewportToDocument(page);
  const baselinePath = path.join(BASELINES_DIR, `${id}.png`);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  const image = await settledScreenshot(page, fullViewport, baseline);
  // Chromium encodes the same pixels to the same bytes: nothing left to compare.
  if (baseline?.equals(image)) return 'passed';
  try {
    matchBaseline(id, image);
  } catch (error) {
    keepForReview(id, image, baseline ? 'changed' : 'new', facets);
    throw error;
  }
  if (!baseline) keepForReview(id, image, 'new', facets);
  return baseline ? 'passed' : 'new';
}

function keepForReview(id: string, image: Buffer, status: 'changed' | 'new', facets: Facets): void {
  mkdirSync(path.join(REVIEW_DIR, 'captures'), { recursive: true });
  // What Accept makes the baseline: the capture as taken.
  writeFileSync(path.join(REVIEW_DIR, 'captures', `${id}.png`), image);
  appendFileSync(
    path.join(REVIEW_DIR, 'changes.jsonl'),
    `${JSON.stringify({ id, status, ...facets })}\n`,
  );
}

function matchBaseline(id: string, image: Buffer): void {
  jestExpect()(image).toMatchImageSnapshot({
    // Only captures that differ from their baseline byte for byte get here, so the child process (the
    // default) costs one Node start-up per differing story, not per story. In process, inside the
    // runner's Jest sandbox, decoding and comparing took 25 times as long: 15.2 s against 0.6 s for a
    // 1280 x 2793 capture, enough to push a story past its timeout on a slower CI machine.
    runInProcess: false,
    customSnapshotsDir: BASELINES_DIR,
    customSnapshotIdentifier: id,
    customDiffDir: DIFFS_DIR,
    storeReceivedOnFailure: true,
    customReceivedDir: DIFFS_DIR,
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: VISUAL_TOLERANCE.perPixelColourThreshold },
    failureThreshold: VISUAL_TOLERANCE.failureThreshold,
    failureThresholdType: VISUAL_TOLERANCE.failureThresholdType,
  });
}

const config: TestRunnerConfig = {
  logLevel: 'warn',

  async preVisit(page: Page, context: TestContext) {
    const story = await getStoryContext(page, context);
    // A story's own viewport (viewportOnOpen, or the viewport's globals): the runner has no manager
    // to resize the iframe.
    const storyGlobals = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals;
    await page.setViewportSize(viewportFor(storyGlobals, story.parameters));
    // Injected once per page: the runner reuses one page for all stories of a file.
    const hasAxe = await page.evaluate(() => 'axe' in window);
    if (!hasAxe) await injectAxe(page);
    await watchInteractions(page);
  },

  async postVisit(page: Page, context: TestContext) {
    if (context.hasFailure) {
      record({
        id: context.id,
        interaction: 'failed',
        accessibility: 'not run',
        visual: 'not run',
      });
      return;
    }
    const story = await getStoryContext(page, context);
    const lostFocus = await focusProblem(page, story.parameters.focusOnBody);
    if (lostFocus) {
      record({
        id: context.id,
        interaction: 'failed',
        accessibility: 'not run',
        visual: 'not run',
      });
      throw new Error(lostFocus);
    }
    const elsewhere = story.tags.includes('flow') ? null : await endsElsewhere(page);
    const stateProblem = elsewhere
      ? `State story: it ${elsewhere}, so its last frame is not the state it is named after. End its play in that state, or tag it 'flow' (a test through several states, hidden from the designers' sidebar).`
      : await checkNamedState(page, story);
    if (stateProblem) {
      record({
        id: context.id,
        interaction: 'failed',
        accessibility: 'not run',
        visual: 'not run',
        note: stateProblem,
      });
      throw new Error(stateProblem);
    }
    const a11y = (story.parameters.a11y ?? {}) as A11yParameter;
    const screenshot = story.parameters.screenshot as ScreenshotParameter;
    const checks: StoryChecks = {
      id: context.id,
      interaction: 'passed',
      accessibility: 'skipped',
      visual: 'skipped',
    };
    const errors: Error[] = [];
    // A story that declares no state says why, in every run's list (as a skipped screenshot does).
    const namedState = story.parameters.namedState as { skip?: string } | undefined;
    const notes = namedState?.skip ? [`named state skipped: ${namedState.skip}`] : [];

    const started = Date.now();
    if (!a11y.disable) {
      try {
        await checkAccessibility(page, a11y);
        checks.accessibility = 'passed';
      } catch (error) {
        checks.accessibility = 'failed';
        errors.push(error as Error);
      }
    }

    const checkedAccessibility = Date.now();
    if (typeof screenshot === 'object') {
      if (!screenshot.skip.trim()) {
        checks.visual = 'failed';
        errors.push(new Error('Visual: parameters.screenshot.skip needs a reason'));
      }
      notes.push(`screenshot skipped: ${screenshot.skip}`);
    } else {
      try {
        const storyGlobals = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals;
        checks.visual = await checkVisual(page, context.id, screenshot, {
          theme: storyGlobals?.theme === 'dark' ? 'dark' : 'light',
          width: viewportFor(storyGlobals, story.parameters).width,
        });
      } catch (error) {
        checks.visual = 'failed';
        errors.push(error as Error);
      }
    }

    if (notes.length > 0) checks.note = notes.join('; ');
    checks.ms = {
      accessibility: checkedAccessibility - started,
      visual: Date.now() - checkedAccessibility,
    };
    record(checks);
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n\n'));
  },
};

export default config;
