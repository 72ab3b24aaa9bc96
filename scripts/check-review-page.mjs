#!/usr/bin/env node
// The review page's own test, a step of `npm test` after the Storybook build: one story's pixels
// are changed on purpose (its baseline, in a copy of the baselines), the story tests run, and the
// page must list that story and only it, with its baseline, capture and diff; its Accept, pressed
// in the browser, rewrites that baseline with the capture, byte for byte. That the story's capture
// then passes is the stories step's own check of it (the same capture against the same bytes): a
// second run here repeated it (14 s).
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startReviewServer } from './review-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const STORY_FILE = 'packages/ui/src/ScrollRegion/ScrollRegion.stories.tsx';
const CHANGED = 'components-scroll-region--reached-by-keyboard';

const work = mkdtempSync(path.join(tmpdir(), 'review-check-'));
const baselinesDir = path.join(work, 'baselines');
const resultsDir = path.join(work, 'results');
const reviewDir = path.join(resultsDir, 'review');
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
      },
    });
    child.on('exit', (code) => resolve(code));
  });
}

/**
 * The story's baseline loses its last 8 rows: the story now comes out taller than its baseline,
 * the change reg-cli alone would miss (it compares only what two images of different sizes have
 * in common).
 */
function changePixels(file) {
  const png = PNG.sync.read(readFileSync(file));
  const shorter = new PNG({ width: png.width, height: png.height - 8 });
  PNG.bitblt(png, shorter, 0, 0, png.width, shorter.height, 0, 0);
  writeFileSync(file, PNG.sync.write(shorter));
}

try {
  mkdirSync(baselinesDir, { recursive: true });
  const source = path.join(ROOT, '.storybook', 'baselines');
  for (const file of readdirSync(source).filter((name) =>
    name.startsWith('components-scroll-region--'),
  ))
    copyFileSync(path.join(source, file), path.join(baselinesDir, file));
  const baseline = path.join(baselinesDir, `${CHANGED}.png`);
  changePixels(baseline);

  check((await runStories()) !== 0, 'the story run fails on the changed story');
  const report = JSON.parse(readFileSync(path.join(reviewDir, 'reg.json'), 'utf8'));
  check(
    JSON.stringify([report.failedItems, report.newItems, report.deletedItems]) ===
      JSON.stringify([[`${CHANGED}.png`], [], []]),
    `the page lists ${CHANGED} as changed, and nothing else`,
  );
  for (const folder of ['expected', 'actual', 'diff'])
    check(
      existsSync(path.join(reviewDir, folder, `${CHANGED}.png`)),
      `its ${folder} image is there`,
    );

  const server = await startReviewServer({ reviewDir, baselinesDir, ports: [6013, 6014, 6015] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const panel = page.getByRole('complementary', { name: 'Accept changes' });
    await panel.getByRole('link', { name: CHANGED }).waitFor();
    check((await panel.getByRole('listitem').count()) === 1, 'the Accept panel lists one story');
    await panel.getByRole('button', { name: `Accept ${CHANGED}` }).click();
    await panel.getByText('Accepted').waitFor();
    check(
      readFileSync(baseline).equals(
        readFileSync(path.join(reviewDir, 'captures', `${CHANGED}.png`)),
      ),
      'Accept wrote the capture as the baseline',
    );
  } finally {
    await browser.close();
    await server.close();
  }
} catch (error) {
  check(false, `the check ran to its end (${error.message})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`review page: ${failures.length === 0 ? 'passed' : `failed: ${failures.join('; ')}`}`);
process.exitCode = failures.length === 0 ? 0 : 1;
