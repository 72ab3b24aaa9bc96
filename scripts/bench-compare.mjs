#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// Two checkouts of the hub measured side by side, interleaved in one sitting (issue 38):
//
//   node scripts/bench-compare.mjs <before checkout> <after checkout> [--rounds N] [--skip tasks]
//     [--network RTT,KBPS]
//
// Builds each checkout's app once, then runs each checkout's own `scripts/bench.mjs --runs 1
// --reuse-build` in turn, N rounds (default 9), before and after alternating which goes first,
// each under the e2e lock (/tmp/e2e.lock: the demo's fixed ports) with the machine's load printed
// before it. Ends with the medians of both and their ratio: rows visible on a cold signed-in load
// of /admin/users, the session restore, the first reads, and Lighthouse desktop and mobile.
// The raw results stay in test-results/bench-compare/. --network 40,10000: the cold loads under
// CDP's network emulation (bench.mjs --network); the before checkout's bench may predate the
// option, so both are then measured by this checkout's bench (BENCH_ROOT names the build and the
// demo it measures), the same code applying the same conditions to both.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median, option } from './bench/cli.mjs';

const args = process.argv.slice(2);
const checkouts = args.filter(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);
if (checkouts.length !== 2) {
  console.error(
    'usage: node scripts/bench-compare.mjs <before checkout> <after checkout> [--rounds N] [--skip tasks]',
  );
  process.exit(2);
}
const ROUNDS = Math.max(1, Number(option('rounds', '9')));
const SKIP = option('skip', 'tasks');
const NETWORK = option('network', null);
const OWN_BENCH = path.resolve(import.meta.dirname, 'bench.mjs');
const OUT = path.resolve(import.meta.dirname, '..', 'test-results/bench-compare');
mkdirSync(OUT, { recursive: true });
const sides = checkouts.map((dir, index) => ({
  label: index === 0 ? 'before' : 'after',
  dir: path.resolve(dir),
  runs: [],
}));

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
const run = (command, commandArgs, cwd, env = process.env) => {
  const result = spawnSync(command, commandArgs, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
};

for (const side of sides) {
  const head = spawnSync('git', ['log', '--oneline', '-1'], { cwd: side.dir, encoding: 'utf8' });
  console.log(`▶ ${side.label}: ${side.dir} at ${head.stdout.trim()}; building its app`);
  run('npm', ['run', '--silent', 'build'], side.dir);
}
for (let round = 1; round <= ROUNDS; round += 1) {
  const order = round % 2 ? sides : [...sides].reverse();
  for (const side of order) {
    const file = path.join(OUT, `${side.label}-${round}.json`);
    console.log(`▶ round ${round}/${ROUNDS}, ${side.label}; load average ${loadavg()}`);
    run(
      'flock',
      [
        '/tmp/e2e.lock',
        process.execPath,
        NETWORK ? OWN_BENCH : 'scripts/bench.mjs',
        '--runs',
        '1',
        '--reuse-build',
      ].concat(SKIP ? ['--skip', SKIP] : [], NETWORK ? ['--network', NETWORK] : [], [
        '--json',
        file,
      ]),
      side.dir,
      NETWORK ? { ...process.env, BENCH_ROOT: side.dir } : process.env,
    );
    side.runs.push(JSON.parse(readFileSync(file, 'utf8')));
  }
}

const measures = [
  ['rows visible, cold signed-in /admin/users (ms)', (r) => r.loads.map((l) => l.rows)],
  ['session restore answered (ms)', (r) => r.loads.map((l) => l.restored)],
  ['/users/me requested (ms)', (r) => r.loads.map((l) => l.meRequested)],
  ['users list requested (ms)', (r) => r.loads.map((l) => l.listRequested)],
  ['Lighthouse desktop', (r) => r.desktop.map((l) => l.score)],
  ['Lighthouse mobile', (r) => r.mobile.map((l) => l.score)],
  ['Lighthouse mobile LCP (ms)', (r) => r.mobile.map((l) => l.lcp)],
];
if (NETWORK)
  console.log(`\nCold loads under network emulation: ${NETWORK} (ms round trip, kbit/s).`);
const cell = (value) => (value === null ? 'n/a' : String(Math.round(value)));
console.log(
  `\n| measure (median of ${ROUNDS} cold runs each, interleaved) | before | after | after / before |`,
);
console.log('| --- | --- | --- | --- |');
for (const [name, values] of measures) {
  const [before, after] = sides.map((side) => median(side.runs.flatMap(values)));
  const ratio = before && after !== null ? (after / before).toFixed(2) : 'n/a';
  console.log(`| ${name} | ${cell(before)} | ${cell(after)} | ${ratio} |`);
}
console.log(
  `\nLoad average at the end ${loadavg()}; raw runs in ${path.relative(process.cwd(), OUT)}/.`,
);
