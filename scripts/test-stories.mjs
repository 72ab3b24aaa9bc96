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
// Writes test-results/story-summary.json for scripts/test-all.mjs and, when captures differ from
// their baselines, the page of visual changes to approve: test-results/review/ (npm run review).
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
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
// The page of visual changes to approve (`npm run review`): see writeReviewPage.
const REVIEW_DIR = path.join(RESULTS_DIR, 'review');
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
 * The page of visual changes to approve: reg-cli's report of the changed, new and removed stories
 * (baseline, capture and diff side by side, a slider and a blend between the two), from the images
 * the runner kept (`actual/`, `expected/`, see .storybook/test-runner.ts) and the baselines whose
 * story is gone. Null when there is nothing to review. scripts/review-server.mjs serves it with an
 * Accept per story.
 */
async function writeReviewPage(orphans) {
  const expectedDir = path.join(REVIEW_DIR, 'expected');
  for (const file of orphans) {
    mkdirSync(expectedDir, { recursive: true });
    copyFileSync(path.join(BASELINES_DIR, file), path.join(expectedDir, file));
  }
  if (!existsSync(REVIEW_DIR)) return null;
  for (const folder of ['actual', 'expected'])
    mkdirSync(path.join(REVIEW_DIR, folder), { recursive: true });
  const page = path.join(REVIEW_DIR, 'index.html');
  const code = await run('npx', [
    'reg-cli',
    path.join(REVIEW_DIR, 'actual'),
    expectedDir,
    path.join(REVIEW_DIR, 'diff'),
    '--report',
    page,
    '--json',
    path.join(REVIEW_DIR, 'reg.json'),
    // The visual check's own tolerance (.storybook/test-runner.ts): a pixel differs when its
    // colour moves by more than pixelmatch's 0.1.
    '--matchingThreshold',
    '0.1',
    // The page is the outcome; the story checks have already failed the run.
    '--ignoreChange',
  ]);
  if (code !== 0) console.error('test-stories: reg-cli could not write the review page');
  return page;
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
  const review = update ? null : await writeReviewPage(orphans);

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
  if (review)
    console.log(
      `  visual changes to review: ${path.relative(ROOT, review)} (npm run review opens it, with Accept)`,
    );
  console.log(ranLine(summary.counts));
  console.log(
    `stories: ${summary.stories} stories, ${summary.stories - summary.storiesFailed} passed every check, ${summary.storiesFailed} failed`,
  );
  writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  return code !== 0 || summary.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
