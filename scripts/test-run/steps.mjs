// The steps of `npm test` (fullSteps) and of `npm run test:changed` (changedSteps), each with the
// steps it needs, the cores it keeps busy and how its checks are counted (scripts/test-all.mjs).
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { changedFiles, storiesReached } from './changedFiles.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.resolve(ROOT, process.env.TEST_RESULTS_DIR ?? 'test-results');
export const VITEST_FILE = path.join(RESULTS_DIR, 'vitest.json');
export const STORIES_FILE = path.join(RESULTS_DIR, 'story-summary.json');
const E2E_FILE = path.join(RESULTS_DIR, 'e2e.json');

export const readJson = (file) => {
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

/** The counts of a stories run, from the summary `test-stories.mjs` writes to `file`. */
const storySummaryCount = (file) => (result) =>
  counted(
    readJson(file),
    (r) => ({ passed: r.passed, failed: r.failed, failures: r.failures ?? [] }),
    result,
  );

// In order of priority: the two builds, then the two longest steps (stories, 510 CPU-seconds; the
// end-to-end tests, 250, one browser at a time, often waiting on a server), then the rest. `cores`
// is how many cores a step keeps busy (its CPU-seconds over its wall seconds, rounded). Together
// the steps may ask for two cores more than the machine has (test-all.mjs): every step waits part
// of its time (for a browser, a server, a file) and the step beside it takes that time, so the
// cores stay busy and the run takes about its CPU-seconds over the cores.
export const fullSteps = [
  {
    name: 'storybook build',
    cores: 2,
    // The module graph (preview-stats.json) tells `npm run test:changed` which stories a file reaches.
    command: [
      'npx',
      'storybook',
      'build',
      '--quiet',
      '--stats-json',
      '-o',
      process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
    ],
    count: single,
  },
  {
    name: 'app build',
    cores: 1,
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    command: ['npm', 'run', '--silent', 'build'],
    count: single,
  },
  {
    name: 'stories',
    needs: ['storybook build'],
    cores: 2,
    command: ['node', 'scripts/test-stories.mjs', '--no-build'],
    before: () => rmSync(STORIES_FILE, { force: true }),
    count: storySummaryCount(STORIES_FILE),
  },
  {
    name: 'e2e tests',
    needs: ['app build'],
    // One browser at a time, mostly waiting on the servers and the page: it shares the cores
    // with the stories.
    cores: 1,
    when: () => existsSync(path.join(ROOT, 'packages/app/playwright.config.ts')),
    command: ['npm', 'run', '--silent', 'test:e2e', '--', '--reporter=list,json'],
    // The app build step's output is what is tested: the demo serves it rather than building again.
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_FILE,
      PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_FILE,
      E2E_REUSE_BUILD: '1',
    },
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
  { name: 'typecheck', cores: 1, command: ['npm', 'run', '--silent', 'typecheck'], count: single },
  { name: 'lint', cores: 1, command: ['npm', 'run', '--silent', 'lint'], count: single },
  {
    name: 'unit tests',
    cores: 2,
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
            .map((test) => withReason(test.fullName, test.failureMessages?.[0])),
        }),
        result,
      ),
  },
  {
    // The Visual review panel: one story changed on purpose, shown, filtered, accepted, passing.
    name: 'visual review',
    needs: ['storybook build'],
    cores: 1,
    command: ['npx', 'tsx', 'scripts/check-visual-review.mjs'],
    count: single,
  },
  {
    // The Storybook as a reviewer opens it: branded, and a phone story at 390 px, not locked.
    name: 'storybook manager',
    needs: ['storybook build'],
    cores: 1,
    command: ['node', 'scripts/check-storybook-manager.mjs'],
    count: single,
  },
  {
    name: 'size',
    needs: ['app build'],
    cores: 1,
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    command: ['npm', 'run', '--silent', 'size', '--', '--json'],
    quiet: true,
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
    needs: ['app build'],
    cores: 1,
    when: () => existsSync(path.join(ROOT, '.size-limit.json')),
    command: ['node', 'scripts/check-no-mocks.mjs'],
    count: single,
  },
];

/** Titles of the Playwright report's failed tests ('file › title'), through nested describes. */
/**
 * A failure's name with the first lines of why: CI shows only the run's tail, where a flaky
 * check's one failure must say enough to find its race without the trace.
 */
function withReason(name, message) {
  const lines = (message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
  return [name, ...lines.map((line) => `    ${line}`)].join('\n');
}

function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.ok === false)
      .map((spec) => {
        const errors = (spec.tests ?? []).flatMap((test) =>
          (test.results ?? []).flatMap((result) => result.errors ?? []),
        );
        return withReason(`${spec.file} › ${spec.title}`, errors[0]?.message);
      }),
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
export function faultMatrixLine(report) {
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

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const STATS_FILE = path.join(
  ROOT,
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
  'preview-stats.json',
);

/** A stories step over `storyFiles(done)` (paths; null: every story), its results in `folder`. */
function storiesStep(name, folder, storyFiles, extra = {}) {
  const resultsDir = path.join(RESULTS_DIR, folder);
  const summaryFile = path.join(resultsDir, 'story-summary.json');
  return {
    ...extra,
    name,
    cores: 2,
    command: (done) => [
      'node',
      'scripts/test-stories.mjs',
      '--no-build',
      ...(storyFiles(done) ?? []),
    ],
    env: { TEST_RESULTS_DIR: resultsDir },
    before: () => rmSync(summaryFile, { force: true }),
    count: storySummaryCount(summaryFile),
  };
}

/**
 * A change's own checks, against `ref` (default: the last commit): typecheck, lint of the changed
 * files, the unit tests that import them (Vitest's `related`), and the stories they reach (the
 * Storybook build's module graph), those beside a changed file first; the others once these pass.
 */
export function changedSteps(ref) {
  const files = changedFiles(ROOT, ref);
  console.log(`changed since ${ref ?? 'HEAD'}: ${files.length ? files.join(', ') : 'nothing'}`);
  const existing = files.filter((file) => existsSync(path.join(ROOT, file)));
  const linted = existing.filter((file) => LINTED.test(file));
  let reached;
  const stories = () => {
    reached ??= storiesReached(ROOT, existing, STATS_FILE);
    return reached;
  };
  return [
    fullSteps.find((step) => step.name === 'storybook build'),
    fullSteps.find((step) => step.name === 'typecheck'),
    {
      name: 'lint',
      cores: 1,
      when: () => linted.length > 0,
      command: ['npx', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...linted],
      count: single,
    },
    {
      ...fullSteps.find((step) => step.name === 'unit tests'),
      when: () => existing.length > 0,
      command: [
        'npx',
        'vitest',
        'related',
        '--run',
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_FILE}`,
        ...existing,
      ],
    },
    storiesStep('stories beside the change', 'changed-stories', () => stories().direct ?? null, {
      needs: ['storybook build'],
      when: () => {
        if (stories().all) console.log(`every story runs: ${stories().why}`);
        return stories().all || stories().direct.length > 0;
      },
    }),
    storiesStep('stories that import it', 'changed-dependents', () => stories().dependent, {
      needs: ['storybook build', 'stories beside the change'],
      // Not run when the stories beside the change fail (the scheduler's `needs`): those first.
      when: () => !stories().all && stories().dependent.length > 0,
    }),
  ];
}
