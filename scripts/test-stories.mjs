#!/usr/bin/env node
// Runs every story's checks (interaction, accessibility, visual; see .storybook/test-runner.ts)
// against the static Storybook build, served on 127.0.0.1:6007-6009 for the duration of the run.
//
//   node scripts/test-stories.mjs                      build Storybook, then test every story
//   node scripts/test-stories.mjs --no-build           test the existing storybook-static
//   node scripts/test-stories.mjs --update-baselines   build, then write new and changed baselines
//                                                      and delete baselines of removed stories
// Other arguments go to test-storybook. A story file or folder path (e.g. packages/ui/src/Pager) runs
// only its stories: the runner names its generated tests by story title, so paths are translated.
// Writes test-results/story-summary.json for scripts/test-all.mjs and the run's visual changes
// (test-results/visual-review/: captures, baselines, diffs and manifest.json), which the Storybook's
// Visual review panel shows: live in `npm run storybook`, and read-only in the build, where they
// are copied (storybook-static/visual-review/).
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
// Overridable so that two runs in one checkout do not trample each other's files.
const STATIC_DIR = path.resolve(ROOT, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const RESULTS_DIR = path.resolve(ROOT, process.env.TEST_RESULTS_DIR ?? 'test-results');
const BASELINES_DIR = path.resolve(ROOT, process.env.STORY_BASELINES_DIR ?? '.storybook/baselines');
const CHECKS_FILE = path.join(RESULTS_DIR, 'story-checks.jsonl');
const JEST_FILE = path.join(RESULTS_DIR, 'story-tests.json');
const SUMMARY_FILE = path.join(RESULTS_DIR, 'story-summary.json');
const DIFFS_DIR = path.join(RESULTS_DIR, 'story-diffs');
// The run's visual changes for the Visual review panel: see writeReviewManifest.
const REVIEW_DIR = path.join(RESULTS_DIR, 'visual-review');
// Where the built Storybook carries them, the folder its panel reads (.storybook/visualReview/).
const STATIC_REVIEW_DIR = path.join(STATIC_DIR, 'visual-review');
// The visual check's own tolerance (.storybook/test-runner.ts): a pixel differs when its colour
// moves by more than pixelmatch's 0.1.
const PIXEL_THRESHOLD = 0.1;
const PORTS = [6007, 6008, 6009];
const CHECK_NAMES = ['interaction', 'accessibility', 'visual'];
// Browsers at once. A story spends most of its time waiting (debounces, mock latency, a screenshot
// settling), so on two cores four pages keep the CPU busy (the suite took 454 s with two, 339 s with three,
// 302 s with four, each run passing every check).
const WORKERS = process.env.STORY_WORKERS ?? '4';

const args = process.argv.slice(2);
const update = args.includes('--update-baselines');
const build = !args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--update-baselines' && arg !== '--no-build');
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readChecks() {
  if (!existsSync(CHECKS_FILE)) return [];
  const byId = new Map();
  for (const line of readFileSync(CHECKS_FILE, 'utf8').split('\n')) {
    // A story retried after a navigation reports twice: its last report counts.
    if (line.trim()) byId.set(JSON.parse(line).id, JSON.parse(line));
  }
  return [...byId.values()];
}

function readJest() {
  if (!existsSync(JEST_FILE)) return null;
  return JSON.parse(readFileSync(JEST_FILE, 'utf8'));
}

function summarise(checks, jest) {
  const counts = Object.fromEntries(
    CHECK_NAMES.map((name) => [name, { passed: 0, failed: 0, new: 0, skipped: 0 }]),
  );
  for (const story of checks) {
    for (const name of CHECK_NAMES) {
      const outcome = story[name];
      if (outcome === 'passed') counts[name].passed += 1;
      else if (outcome === 'new') {
        counts[name].passed += 1;
        counts[name].new += 1;
      } else if (outcome === 'failed') counts[name].failed += 1;
      else if (outcome === 'skipped') counts[name].skipped += 1;
    }
  }
  // A story that timed out or crashed before its checks ran has no report: its interaction failed.
  const storiesFailed = jest?.numFailedTests ?? 0;
  const reportedFailures = checks.filter((story) =>
    CHECK_NAMES.some((name) => story[name] === 'failed'),
  ).length;
  counts.interaction.failed += Math.max(0, storiesFailed - reportedFailures);
  if (!jest || jest.numRuntimeErrorTestSuites > 0)
    counts.interaction.failed += Math.max(1, jest?.numRuntimeErrorTestSuites ?? 0);
  const passed = CHECK_NAMES.reduce((sum, name) => sum + counts[name].passed, 0);
  const failed = CHECK_NAMES.reduce((sum, name) => sum + counts[name].failed, 0);
  // Named for the summary of `npm test`: each story with a failed check and, when some test failed
  // before reporting (a timeout), every failed test by the runner's own name and first line.
  const failures = checks
    .filter((story) => CHECK_NAMES.some((name) => story[name] === 'failed'))
    .map(
      (story) =>
        `${story.id}: ${CHECK_NAMES.filter((name) => story[name] === 'failed').join(', ')}`,
    );
  if (failures.length < storiesFailed) {
    for (const file of jest?.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(`${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }
  return {
    stories: jest?.numTotalTests ?? checks.length,
    storiesFailed,
    counts,
    passed,
    failed,
    failures,
  };
}

function ranLine(counts) {
  const ran = (name) => counts[name].passed + counts[name].failed;
  return `stories: ${ran('interaction')} ran interaction, ${ran('accessibility')} accessibility, ${ran('visual')} visual checks`;
}

/** Baselines whose story is not in the build: deleted when updating, reported otherwise. */
function orphanBaselines() {
  if (!existsSync(BASELINES_DIR)) return [];
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  const ids = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  return readdirSync(BASELINES_DIR)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => !ids.has(file.slice(0, -'.png'.length)));
}

/**
 * Story file and folder paths become a pattern of the runner's test files, which are named
 * `<title id>.test.js` (jest runs the files matching any pattern); other arguments pass unchanged. Null when a path matches no story.
 */
function storyPathsAsPatterns(runnerArgs) {
  const isPath = (arg) => !arg.startsWith('-') && existsSync(path.resolve(ROOT, arg));
  const paths = runnerArgs.filter(isPath);
  if (paths.length === 0) return runnerArgs;
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const titleIds = new Set();
  for (const arg of paths) {
    const wanted = path.relative(ROOT, path.resolve(ROOT, arg));
    const matching = stories.filter((entry) => {
      const file = path.relative(ROOT, path.resolve(ROOT, entry.importPath));
      return file === wanted || file.startsWith(`${wanted}${path.sep}`);
    });
    if (matching.length === 0) {
      console.error(`test-stories: no story found under ${arg}`);
      return null;
    }
    matching.forEach((entry) => titleIds.add(entry.id.split('--')[0]));
  }
  // test-storybook hands its arguments to a shell: one plain pattern per title, no metacharacters.
  const patterns = [...titleIds].map((id) => `/${id}.test.js`);
  return [...runnerArgs.filter((arg) => !isPath(arg)), ...patterns];
}

/**
 * Two images on one canvas of both sizes, the rest opaque magenta, so a story that grew or shrank
 * shows the missing strip as changed.
 */
function sameSize(a, b) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const padded = (png) => {
    if (png.width === width && png.height === height) return png;
    const canvas = new PNG({ width, height });
    for (let offset = 0; offset < canvas.data.length; offset += 4)
      canvas.data.set([255, 0, 255, 255], offset);
    PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
    return canvas;
  };
  return [padded(a), padded(b)];
}

/** Writes the difference of a baseline and a capture; returns the share of pixels that differ. */
function writeDiff(baselineFile, captureFile, diffFile) {
  const [baseline, capture] = sameSize(
    PNG.sync.read(readFileSync(baselineFile)),
    PNG.sync.read(readFileSync(captureFile)),
  );
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const differing = pixelmatch(
    baseline.data,
    capture.data,
    diff.data,
    baseline.width,
    baseline.height,
    { threshold: PIXEL_THRESHOLD },
  );
  writeFileSync(diffFile, PNG.sync.write(diff));
  return differing / (baseline.width * baseline.height);
}

/**
 * The manifest of the run's visual changes (test-results/visual-review/manifest.json), read by the
 * Visual review panel: per changed or new story its facets (theme, width), the baseline as it was
 * compared (copied, so the panel still shows it once accepted), the capture, their difference and
 * the share of pixels that differ; and the baselines whose story is gone. Paths are relative to
 * the manifest's folder. Written after every run, an empty one included, so the panel tells
 * "no change" from "no run".
 */
function writeReviewManifest(orphans) {
  const changes = new Map();
  const changesFile = path.join(REVIEW_DIR, 'changes.jsonl');
  if (existsSync(changesFile))
    for (const line of readFileSync(changesFile, 'utf8').split('\n'))
      if (line.trim()) changes.set(JSON.parse(line).id, JSON.parse(line));
  const stories = {};
  for (const { id, status, theme, width } of changes.values()) {
    const baselineFile = path.join(BASELINES_DIR, `${id}.png`);
    const entry = {
      status,
      theme,
      width,
      baseline: null,
      capture: `captures/${id}.png`,
      diff: null,
      diffRatio: null,
    };
    if (status === 'changed' && existsSync(baselineFile)) {
      for (const folder of ['baselines', 'diffs'])
        mkdirSync(path.join(REVIEW_DIR, folder), { recursive: true });
      entry.baseline = `baselines/${id}.png`;
      entry.diff = `diffs/${id}.png`;
      copyFileSync(baselineFile, path.join(REVIEW_DIR, entry.baseline));
      entry.diffRatio = writeDiff(
        baselineFile,
        path.join(REVIEW_DIR, entry.capture),
        path.join(REVIEW_DIR, entry.diff),
      );
    }
    stories[id] = entry;
  }
  const manifest = {
    createdAt: new Date().toISOString(),
    baselinesDir: path.relative(ROOT, BASELINES_DIR),
    stories,
    removed: orphans.map((file) => file.slice(0, -'.png'.length)),
  };
  mkdirSync(REVIEW_DIR, { recursive: true });
  writeFileSync(path.join(REVIEW_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The built Storybook carries the run's changes, so one folder shows them (read-only there).
  rmSync(STATIC_REVIEW_DIR, { recursive: true, force: true });
  cpSync(REVIEW_DIR, STATIC_REVIEW_DIR, { recursive: true });
  return Object.keys(stories).length;
}

async function main() {
  if (build) {
    const code = await run('npx', ['storybook', 'build', '--quiet', '-o', STATIC_DIR]);
    if (code !== 0) {
      console.error('test-stories: the Storybook build failed');
      return code;
    }
  }
  if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
    console.error(
      'test-stories: storybook-static/index.json is missing; run `npm run build-storybook`',
    );
    return 1;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  rmSync(CHECKS_FILE, { force: true });
  rmSync(JEST_FILE, { force: true });
  rmSync(DIFFS_DIR, { recursive: true, force: true });
  rmSync(REVIEW_DIR, { recursive: true, force: true });

  const testArgs = storyPathsAsPatterns(passThrough);
  if (testArgs === null) return 1;
  const server = await startStaticServer(STATIC_DIR, PORTS);
  const runnerArgs = [
    'test-storybook',
    '--index-json',
    '--url',
    server.url,
    '--maxWorkers',
    WORKERS,
  ];
  // In CI a missing baseline fails instead of being written.
  if (update) runnerArgs.push('--updateSnapshot');
  else if (isCi) runnerArgs.push('--ci');
  let code;
  try {
    // test-storybook declares --outputFile as a flag and hands jest the positional arguments after all
    // flags: the report's path must come before any test path pattern.
    code = await run('npx', [...runnerArgs, '--json', '--outputFile', JEST_FILE, ...testArgs], {
      STORY_CHECKS_FILE: CHECKS_FILE,
      STORY_DIFFS_DIR: DIFFS_DIR,
      STORY_REVIEW_DIR: REVIEW_DIR,
    });
  } finally {
    await server.close();
  }

  const checks = readChecks();
  const summary = summarise(checks, readJest());
  const orphans = orphanBaselines();
  if (update) orphans.forEach((file) => rmSync(path.join(BASELINES_DIR, file)));
  const reviewed = update ? 0 : writeReviewManifest(orphans);

  console.log('');
  for (const story of checks.filter((s) => CHECK_NAMES.some((name) => s[name] === 'failed'))) {
    const failedChecks = CHECK_NAMES.filter((name) => story[name] === 'failed').join(', ');
    console.log(`  ✗ ${story.id}: ${failedChecks}`);
  }
  for (const story of checks.filter((s) => s.note)) console.log(`  - ${story.id}: ${story.note}`);
  const newBaselines = summary.counts.visual.new;
  if (newBaselines > 0)
    console.log(
      `  ${newBaselines} new baseline(s) written to ${path.relative(ROOT, BASELINES_DIR)}: review and commit them`,
    );
  if (orphans.length > 0) {
    console.log(
      `  ${orphans.length} baseline(s) without a story ${update ? 'deleted' : '(run npm run update-baselines)'}: ${orphans.join(', ')}`,
    );
  }
  if (summary.counts.visual.failed > 0)
    console.log(`  diffs of failed visual checks: ${path.relative(ROOT, DIFFS_DIR)}/`);
  if (reviewed > 0)
    console.log(
      `  ${reviewed} visual change(s) to review: the Visual review panel of \`npm run storybook\` (with Accept), or of ${path.relative(ROOT, STATIC_DIR)}/ (read-only)`,
    );
  console.log(ranLine(summary.counts));
  console.log(
    `stories: ${summary.stories} stories, ${summary.stories - summary.storiesFailed} passed every check, ${summary.storiesFailed} failed`,
  );
  writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  return code !== 0 || summary.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
