#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// `npm test`: every check of the repository. The steps run side by side as far as two things
// allow: what each needs (the stories need the Storybook build, the end-to-end tests the app
// build) and the cores each keeps busy (scripts/test-run/scheduler.mjs). Every step runs even when
// another failed, so the summary is complete; the exit code is non-zero when any step failed.
// Each step prints its wall time and CPU-seconds, and the run the machine's load at its start and
// end: a time measured beside other work says little about the code. The last line sums every
// check of every step as `N passed, N failed`:
//   typecheck, lint, Storybook build, visual review, Storybook manager, app build, no mock code:
//   one check each;
//   unit tests (Vitest), size limits, end-to-end tests (Playwright): one per test or limit;
//   stories: three per story (interaction, accessibility, visual; see .storybook/test-runner.ts).
// The size and end-to-end steps run once their configuration exists. Before the last line, the
// fault matrix (a suite of the unit tests) prints its own tally: calls × faults = cases, and every
// failed test is named, so that the tail of a CI log says what failed.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLine } from './test-run/processTree.mjs';
import { formatSeconds, runSteps } from './test-run/scheduler.mjs';
import {
  RESULTS_DIR,
  STORIES_FILE,
  VITEST_FILE,
  changedSteps,
  faultMatrixLine,
  fullSteps,
  readJson,
} from './test-run/steps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const formatCpu = (seconds) =>
  typeof seconds === 'number' ? `${seconds.toFixed(0).padStart(5)} CPU-s` : '';

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logDir = path.join(RESULTS_DIR, 'steps');
  mkdirSync(logDir, { recursive: true });
  const startLoad = loadLine();
  console.log(`npm test: ${startLoad} at the start`);
  const started = Date.now();
  const changed = process.argv.indexOf('--changed');
  const ref =
    changed >= 0 && process.argv[changed + 1]?.startsWith('-') === false
      ? process.argv[changed + 1]
      : undefined;
  const steps = changed >= 0 ? changedSteps(ref) : fullSteps;
  const rows = await runSteps(steps, { cwd: ROOT, logDir, cores: os.cpus().length + 2 });
  const done = Object.fromEntries(rows.map((row) => [row.name, row]));

  console.log('\n── npm test summary ─────────────────────────────────────────');
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const detail =
      row.ms > 0
        ? `${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(4)} failed  ${formatSeconds(row.ms).padStart(7)} ${formatCpu(row.cpuSeconds)}`
        : '';
    console.log(
      `${row.name.padEnd(width)} ${row.status.padEnd(14)} ${detail}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  const cpuTotal = rows.reduce((sum, row) => sum + (row.cpuSeconds ?? 0), 0);
  console.log(
    `total time ${formatSeconds(Date.now() - started)}, ${cpuTotal.toFixed(0)} CPU-s in the steps`,
  );
  console.log(`machine: ${startLoad} at the start, ${loadLine()} at the end`);
  const stories = readJson(STORIES_FILE);
  if (stories && done.stories?.ms > 0) {
    const ran = (name) => stories.counts[name].passed + stories.counts[name].failed;
    console.log(
      `stories: ${ran('interaction')} ran interaction, ${ran('accessibility')} accessibility, ${ran('visual')} visual checks`,
    );
  }
  if (changed < 0 && done['unit tests']?.ms > 0)
    console.log(faultMatrixLine(readJson(VITEST_FILE)));
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
