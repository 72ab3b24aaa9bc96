#!/usr/bin/env node
// The Visual review panel's own test (issue 37 item 9), a step of `npm test` after the Storybook
// build, run with tsx (it mounts the dev server's middleware, written in TypeScript). One story's
// baseline is changed on purpose (in a copy of its file's baselines) and its story run:
// - the run fails on it, and its manifest lists it alone, with baseline, capture and difference;
// - the built Storybook (the build beside a copy of the run's folder, as the story step leaves it)
//   shows the three in the story's panel, read-only, and its changed-only filter leaves that story
//   alone in the sidebar;
// - served with the dev server's middleware (as `npm run storybook` serves it; with --dev, by
//   `storybook dev` itself, which takes minutes more), the panel's Accept rewrites that baseline
//   with the capture and no other file (compared by hash);
// - the story passes on the next run.
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { reviewMiddleware } from '../.storybook/visualReview/reviewMiddleware.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const STORY_FILE = 'packages/ui/src/ScrollRegion/ScrollRegion.stories.tsx';
const PREFIX = 'components-scroll-region--';
const CHANGED = `${PREFIX}reached-by-keyboard`;
// What the screenshots of the panel are saved as, when asked (VISUAL_REVIEW_SHOTS=<folder>).
const SHOTS = process.env.VISUAL_REVIEW_SHOTS;
// Accept through `storybook dev` itself rather than its middleware on the build's server.
const DEV = process.argv.includes('--dev');

const work = mkdtempSync(path.join(tmpdir(), 'visual-review-check-'));
const baselinesDir = path.join(work, 'baselines');
const resultsDir = path.join(work, 'results');
const reviewDir = path.join(resultsDir, 'visual-review');
// The build as the story step leaves it, without writing into the real one: its files linked.
const staticDir = path.join(work, 'storybook-static');
const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

function runStories() {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/test-stories.mjs', '--no-build', STORY_FILE], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        CI: 'true',
        STORY_BASELINES_DIR: baselinesDir,
        TEST_RESULTS_DIR: resultsDir,
        STORYBOOK_STATIC_DIR: staticDir,
      },
    });
    child.on('exit', (code) => resolve(code));
  });
}

/** The baseline loses its last 8 rows: the story comes out taller than it, a change of size. */
function changePixels(file) {
  const png = PNG.sync.read(readFileSync(file));
  const shorter = new PNG({ width: png.width, height: png.height - 8 });
  PNG.bitblt(png, shorter, 0, 0, png.width, shorter.height, 0, 0);
  writeFileSync(file, PNG.sync.write(shorter));
}

const hashes = () =>
  Object.fromEntries(
    readdirSync(baselinesDir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(baselinesDir, file)))
        .digest('hex'),
    ]),
  );

/** The build served with the dev server's middleware: the panel as `npm run storybook` has it. */
function serveWithMiddleware() {
  const middleware = reviewMiddleware({ reviewDir, baselinesDir });
  return startStaticServer(staticDir, [6013, 6014, 6015], {
    handle: (request, response) =>
      new Promise((resolve, reject) => {
        middleware(request, response, () => resolve(false)).then(() => resolve(true), reject);
      }),
  });
}

/** `storybook dev` itself on the run's folders (with --dev: minutes on a busy machine). */
async function startDevStorybook() {
  const port = 6031;
  const child = spawn(
    'npx',
    ['storybook', 'dev', '-p', String(port), '--exact-port', '--ci', '--no-open', '--quiet'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, TEST_RESULTS_DIR: resultsDir, STORY_BASELINES_DIR: baselinesDir },
    },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (!exited) process.kill(-child.pid);
  };
  const deadline = Date.now() + 300_000;
  // Until it answers; a server that quit (its port taken, with --exact-port) is a failure.
  while (Date.now() < deadline && !exited) {
    const ready = await fetch(`${url}/index.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, close };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await close();
  throw new Error(exited ? 'storybook dev quit' : 'storybook dev did not start within 5 minutes');
}

/** Opens the story with the Visual review panel, in a page 1280 px wide. */
async function openPanel(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${url}/?path=/story/${CHANGED}`);
  await page.getByRole('tab', { name: 'Visual review' }).click();
  const panel = page.getByRole('region', { name: `Visual change of ${CHANGED}` });
  await panel.waitFor();
  return { page, panel };
}

/** Whether the image loads and has pixels (waits for it to load or fail). */
const loaded = (image) =>
  image.evaluate((element) =>
    element.complete
      ? element.naturalWidth > 0
      : new Promise((resolve) => {
          element.addEventListener('load', () => resolve(element.naturalWidth > 0));
          element.addEventListener('error', () => resolve(false));
        }),
  );

/** The sidebar's entries (groups, components, stories, docs) as drawn, of one type or all. */
const sidebar = (page, type = '') =>
  page
    .locator(`#storybook-explorer-tree [data-item-id]${type && `[data-nodetype="${type}"]`}`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item-id')));

/** The sidebar's entries once `settled` holds of them (or as they are after 5 s). */
async function sidebarBecomes(page, settled, type) {
  const deadline = Date.now() + 5000;
  let ids = await sidebar(page, type);
  while (!settled(ids) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    ids = await sidebar(page, type);
  }
  return ids;
}

try {
  mkdirSync(baselinesDir, { recursive: true });
  mkdirSync(staticDir);
  for (const entry of readdirSync(STATIC_DIR).filter((name) => name !== 'visual-review'))
    symlinkSync(path.join(STATIC_DIR, entry), path.join(staticDir, entry));
  // Every baseline, so that Accept is seen to leave each other one alone.
  const source = path.join(ROOT, '.storybook', 'baselines');
  for (const file of readdirSync(source))
    copyFileSync(path.join(source, file), path.join(baselinesDir, file));
  const baseline = path.join(baselinesDir, `${CHANGED}.png`);
  changePixels(baseline);

  check((await runStories()) !== 0, 'the story run fails on the changed story');
  const manifest = JSON.parse(readFileSync(path.join(reviewDir, 'manifest.json'), 'utf8'));
  const entry = manifest.stories[CHANGED];
  check(
    JSON.stringify(Object.keys(manifest.stories)) === JSON.stringify([CHANGED]),
    `the manifest lists ${CHANGED} and nothing else`,
  );
  check(
    entry?.status === 'changed' &&
      entry.theme === 'light' &&
      entry.width === 1280 &&
      entry.diffRatio > 0,
    'as changed, light, 1280 px, with a share of pixels that differ',
  );
  for (const file of [entry?.baseline, entry?.capture, entry?.diff])
    check(
      Boolean(file) && existsSync(path.join(staticDir, 'visual-review', file)),
      `the build carries ${file}`,
    );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const built = await startStaticServer(staticDir, [6013, 6014, 6015]);
    try {
      const { page, panel } = await openPanel(browser, built.url);
      for (const name of ['Baseline', 'Latest capture', 'Difference']) {
        const image = panel.getByRole('img', { name: `${name} of ${CHANGED}` });
        await image.waitFor();
        check(await loaded(image), `the built panel shows the ${name.toLowerCase()}`);
      }
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'built-side-by-side.png') });
      check(
        (await panel.getByRole('button', { name: 'Accept' }).count()) === 0 &&
          (await panel.getByText(/Read-only/).isVisible()),
        'the built panel is read-only and says how to accept',
      );
      const before = await sidebar(page);
      await page
        .getByRole('checkbox', { name: 'Show only changed stories in the sidebar' })
        .check();
      const stories = await sidebarBecomes(page, (ids) => ids.length <= 3, 'story');
      check(
        before.length > 3 &&
          JSON.stringify(stories) === JSON.stringify([CHANGED]) &&
          JSON.stringify(await sidebar(page, 'component')) ===
            JSON.stringify([PREFIX.slice(0, -2)]),
        `the changed-only filter leaves ${CHANGED} alone in the sidebar, under its component (of ${before.length} entries)`,
      );
      await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
      check(
        (await sidebarBecomes(page, (ids) => ids.length === 0, 'story')).length === 0,
        'the theme facet Dark leaves it out',
      );
      await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
      await panel.getByRole('button', { name: 'Slider' }).click();
      check(
        await panel.getByRole('slider').isVisible(),
        'the slider view puts the capture over the baseline',
      );
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'built-slider.png') });
    } finally {
      await built.close();
    }

    const dev = DEV ? await startDevStorybook() : await serveWithMiddleware();
    try {
      const others = hashes();
      const { page, panel } = await openPanel(browser, dev.url);
      await panel.getByRole('button', { name: 'Accept' }).click();
      await panel.getByRole('status').filter({ hasText: 'Accepted' }).waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'dev-accepted.png') });
      const now = hashes();
      check(
        readFileSync(baseline).equals(readFileSync(path.join(reviewDir, entry.capture))),
        'Accept wrote the capture as its baseline',
      );
      const touched = Object.keys(now).filter((file) => now[file] !== others[file]);
      check(
        JSON.stringify(touched) === JSON.stringify([`${CHANGED}.png`]) &&
          Object.keys(now).length === Object.keys(others).length,
        `and no other file (${Object.keys(now).length} baselines compared by hash)`,
      );
    } finally {
      await dev.close();
    }
  } finally {
    await browser.close();
  }
  check((await runStories()) === 0, 'the story passes on the next run');
} catch (error) {
  check(false, `the check ran to its end (${error.message})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `visual review: ${failures.length === 0 ? 'passed' : `failed: ${failures.join('; ')}`}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
