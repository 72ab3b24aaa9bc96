#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// `npm test`: every check of the repository, in order. Every step runs even when an earlier one
// failed, so the summary is complete; the exit code is non-zero when any step failed. The last
// line sums every check of every step as `N passed, N failed`:
//   typecheck, lint, Storybook build, review page, Storybook manager, app build, no mock code:
//   one check each;
//   unit tests (Vitest), size limits, end-to-end tests (Playwright): one per test or limit;
//   stories: three per story (interaction, accessibility, visual; see .storybook/test-runner.ts).
// The size and end-to-end steps run once their configuration exists. Before the last line, the
// fault matrix (a suite of the unit tests) prints its own tally: calls × faults = cases, and every
// failed test is named, so that the tail of a CI log says what failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.resolve(ROOT, process.env.TEST_RESULTS_DIR ?? 'test-results');
const VITEST_FILE = path.join(RESULTS_DIR, 'vitest.json');
const STORIES_FILE = path.join(RESULTS_DIR, 'story-summary.json');
const E2E_FILE = path.join(RESULTS_DIR, 'e2e.json');

/** Runs a command from the repository root, echoing its output; `capture` also returns stdout. */
function run(command, args, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const single = ({ code }) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

/** Counts from a tool's report; when the report is missing the step counts as one failed check. */
function counted(report, toCounts, { code }) {
  if (!report) return { passed: 0, failed: 1, note: 'no report: the tool did not finish' };
  const counts = toCounts(report);
  // A non-zero exit with no failed test (a crash after the report, an unhandled error) still fails.
  if (code !== 0 && counts.failed === 0)
    return { ...counts, failed: 1, note: `exited with code ${code}` };
  return counts;
}

const steps = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], count: single },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], count: single },
  {
    name: 'unit tests',
    command: [
      'npm',
      'run',
      '--silent',
      'test:unit',
      '--',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_FILE}`,
    ],
    before: () => rmSync(VITEST_FILE, { force: true }),
    count: (result) =>
      counted(
        readJson(VITEST_FILE),
        (r) => ({
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          failures: (r.testResults ?? [])
            .flatMap((file) => file.assertionResults ?? [])
            .filter((test) => test.status === 'failed')
            .map((test) => test.fullName),
        }),
        result,
      ),
  },
  {
    name: 'storybook build',
    command: process.env.STORYBOOK_STATIC_DIR
      ? ['npx', 'storybook', 'build', '--quiet', '-o', process.env.STORYBOOK_STATIC_DIR]
      : ['npm', 'run', '--silent', 'build-storybook'],
    count: single,
  },
  {
    name: 'stories',
    command: ['node', 'scripts/test-stories.mjs', '--no-build'],
    skip: (done) => (done['storybook build']?.failed ? 'the Storybook build failed' : null),
    before: () => rmSync(STORIES_FILE, { force: true }),
    count: (result) =>
      counted(
        readJson(STORIES_FILE),
        (r) => ({ passed: r.passed, failed: r.failed, failures: r.failures ?? [] }),
        result,
      ),
  },
  {
    // The page of visual changes: one story changed on purpose, found, accepted, passing again.
    name: 'review page',
    command: ['node', 'scripts/check-review-page.mjs'],
    skip: (done) => (done['storybook build']?.failed ? 'the Storybook build failed' : null),
    count: single,
  },
  {
    // The Storybook as a reviewer opens it: branded, and a phone story at 390 px, not locked.
    name: 'storybook manager',
    command: ['node', 'scripts/check-storybook-manager.mjs'],
    skip: (done) => (done['storybook build']?.failed ? 'the Storybook build failed' : null),
    count: single,
  },
  {
    name: 'app build',
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    command: ['npm', 'run', '--silent', 'build'],
    count: single,
  },
  {
    name: 'size',
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    skip: (done) => (done['app build']?.failed ? 'the app build failed' : null),
    command: ['npm', 'run', '--silent', 'size', '--', '--json'],
    capture: true,
    count: (result) => {
      const start = result.stdout.indexOf('[');
      const report = start >= 0 ? readJsonText(result.stdout.slice(start)) : null;
      for (const limit of report ?? []) {
        console.log(
          `  ${limit.passed === false ? '✗' : '✓'} ${limit.name}: ${formatBytes(limit.size)}${limit.sizeLimit ? ` (limit ${formatBytes(limit.sizeLimit)})` : ''}`,
        );
      }
      return counted(
        report,
        (r) => ({
          passed: r.filter((l) => l.passed !== false).length,
          failed: r.filter((l) => l.passed === false).length,
        }),
        result,
      );
    },
  },
  {
    name: 'no mock code',
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    skip: (done) => (done['app build']?.failed ? 'the app build failed' : null),
    command: ['node', 'scripts/check-no-mocks.mjs'],
    count: single,
  },
  {
    name: 'e2e tests',
    when: () => existsSync(path.join(ROOT, 'packages/app/playwright.config.ts')),
    command: ['npm', 'run', '--silent', 'test:e2e', '--', '--reporter=list,json'],
    // The app build step's output is what is tested: the demo serves it rather than building again.
    env: (done) => ({
      PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_FILE,
      PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_FILE,
      ...(done['app build']?.failed === 0 ? { E2E_REUSE_BUILD: '1' } : {}),
    }),
    before: () => rmSync(E2E_FILE, { force: true }),
    count: (result) =>
      counted(
        readJson(E2E_FILE),
        (r) => ({
          passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
          failed: r.stats?.unexpected ?? 0,
          failures: failedSpecs(r.suites ?? []),
        }),
        result,
      ),
  },
];

/** Titles of the Playwright report's failed tests ('file › title'), through nested describes. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.ok === false)
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

function readJsonText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The fault matrix's tally from the Vitest report: its cases are the tests under the suite
 * 'fault matrix', one suite per call and one test per fault (see
 * packages/app/src/testing/faultMatrix/faultMatrix.test.ts).
 */
function faultMatrixLine(report) {
  const cases = (report?.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.ancestorTitles?.[0] === 'fault matrix');
  if (cases.length === 0) return 'fault matrix: no cases ran';
  const calls = new Set(cases.map((test) => test.ancestorTitles[1])).size;
  const faults = new Set(cases.map((test) => test.title)).size;
  const passed = cases.filter((test) => test.status === 'passed').length;
  const failed = cases.length - passed;
  return `fault matrix: ${calls} calls × ${faults} faults = ${cases.length} cases, ${passed} passed${failed > 0 ? `, ${failed} failed` : ''}`;
}

const formatBytes = (bytes) =>
  typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KiB` : '?';
const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const done = {};
  const rows = [];
  const started = Date.now();
  for (const step of steps) {
    if (step.when && !step.when()) {
      rows.push({ name: step.name, status: 'not configured', passed: 0, failed: 0, ms: 0 });
      continue;
    }
    const skipped = step.skip?.(done);
    if (skipped) {
      console.log(`\n▶ ${step.name}: not run (${skipped})`);
      rows.push({ name: step.name, status: `not run: ${skipped}`, passed: 0, failed: 0, ms: 0 });
      continue;
    }
    console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
    step.before?.();
    const stepStarted = Date.now();
    const result = await run(step.command[0], step.command.slice(1), {
      env: typeof step.env === 'function' ? step.env(done) : step.env,
      capture: step.capture,
    });
    if (step.capture) process.stdout.write(result.stdout.startsWith('[') ? '' : result.stdout);
    const counts = step.count(result);
    const ms = Date.now() - stepStarted;
    done[step.name] = counts;
    const status = counts.failed > 0 ? 'FAILED' : 'passed';
    rows.push({ name: step.name, status, ...counts, ms });
    console.log(
      `◀ ${step.name}: ${status} (${counts.passed} passed, ${counts.failed} failed) in ${formatSeconds(ms)}`,
    );
  }

  console.log('\n── npm test summary ─────────────────────────────────────────');
  for (const row of rows) {
    const detail =
      row.ms > 0
        ? `${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(4)} failed  ${formatSeconds(row.ms).padStart(7)}`
        : '';
    console.log(
      `${row.name.padEnd(16)} ${row.status.padEnd(14)} ${detail}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  console.log(`total time ${formatSeconds(Date.now() - started)}`);
  const stories = readJson(STORIES_FILE);
  if (stories && done.stories) {
    const ran = (name) => stories.counts[name].passed + stories.counts[name].failed;
    console.log(
      `stories: ${ran('interaction')} ran interaction, ${ran('accessibility')} accessibility, ${ran('visual')} visual checks`,
    );
  }
  if (done['unit tests']) console.log(faultMatrixLine(readJson(VITEST_FILE)));
  for (const row of rows.filter((r) => r.failed > 0)) {
    for (const name of row.failures?.length ? row.failures : [row.note ?? 'the step failed'])
      console.log(`✗ ${row.name}: ${name}`);
  }
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
