#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// `npm run bench`: builds the production app, starts the demo servers (fixed ports: run it alone),
// signs in as the super admin in Debian's Chromium and prints a table of medians:
//   - cold loads of /admin/users (empty HTTP cache, session restored through the identity
//     provider): when the 40 rows show, when the session restore answered, and the gap;
//   - JavaScript, CSS and font bytes of the signed-out redirect and of the signed-in list;
//   - Lighthouse performance of the signed-in /admin/users, desktop and mobile;
//   - the longest main-thread task of 'Show More' on the 215-user company, of paging the users
//     list and of opening a row's actions (1x CPU);
//   - on the 10,000-user company, the longest task of 'Show More', of scrolling to the last user
//     and of typing in its search (1x CPU); exporting its users (time to the saved file, longest
//     task), selecting all 10,000 and exporting the selection (longest tasks), and sending invite
//     emails to 1,025 of them (longest task, heap growth after GC).
// Options: --runs N (default 5, at least 5 for figures worth quoting), --json FILE, --skip
// lighthouse,tasks, --reuse-build (serve packages/app/dist as it is), --network RTT,KBPS (the cold
// loads under CDP's network emulation, e.g. 40,10000: 40 ms more per request, 10 Mbit/s; off by
// default: localhost delivers at once). Two checkouts side by side: scripts/bench-compare.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startDemo } from './bench/demo.mjs';
import { median, option } from './bench/cli.mjs';
import { lighthousePerformance } from './bench/lighthouseRun.mjs';
import {
  APP_ORIGIN,
  coldUsersLoad,
  emulateNetwork,
  expandLargeCompany,
  nextUsersPage,
  openRowActions,
  signIn,
  signedOutRedirect,
} from './bench/pageMetrics.mjs';
import { scaleCompanyTasks } from './bench/scaleCompany.mjs';
import {
  bulkInviteScaleCompany,
  exportScaleCompany,
  selectAllAndExport,
} from './bench/scaleRuns.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(option('runs', '5')));
// --skip lighthouse,tasks: quicker runs while iterating (the table then lacks those rows).
const SKIP = new Set(option('skip', '').split(',').filter(Boolean));
const JSON_FILE = path.resolve(ROOT, option('json', 'test-results/bench.json'));
const REUSE_BUILD = process.argv.includes('--reuse-build');
const NETWORK = option('network', null);
const SUPER_ADMIN = 'superadmin@example.com';

const range = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};

async function repeat(label, times, measure) {
  const results = [];
  for (let run = 1; run <= times; run += 1) {
    process.stdout.write(`  ${label} ${run}/${times}\r`);
    results.push(await measure());
  }
  process.stdout.write('\n');
  return results;
}

async function measure(browser) {
  console.log('▶ signed-out visit');
  const signedOut = await signedOutRedirect(browser);

  console.log(`▶ signing in as ${SUPER_ADMIN}`);
  const page = await browser.newPage();
  await page.setViewport({ width: 1350, height: 940 });
  await signIn(page, '/admin/users', SUPER_ADMIN);
  if (NETWORK) await emulateNetwork(page, NETWORK);
  // One load to warm the servers (first responses of the preview server and the mock API).
  await coldUsersLoad(page);
  const loads = await repeat('cold load of /admin/users', RUNS, () => coldUsersLoad(page));
  if (NETWORK) await emulateNetwork(page, '0,0');

  const tasks = !SKIP.has('tasks');
  const expand = !tasks
    ? []
    : await repeat("'Show More' on the 215-user company", RUNS, () => expandLargeCompany(page));
  const paging = !tasks ? [] : await repeat('next page of users', RUNS, () => nextUsersPage(page));
  const actions = !tasks
    ? []
    : await repeat("a row's actions", RUNS, async () => {
        await nextUsersPage(page);
        return openRowActions(page);
      });
  const scale = !tasks
    ? []
    : await repeat('the 10,000-user company', RUNS, () => scaleCompanyTasks(page));
  const exports = !tasks
    ? []
    : await repeat('export of the 10,000 users', RUNS, () => exportScaleCompany(page));
  const selected = !tasks
    ? []
    : await repeat('select all 10,000 and export them', RUNS, () => selectAllAndExport(page));
  const bulk = !tasks
    ? []
    : await repeat('invite emails to 1,025 users', RUNS, () => bulkInviteScaleCompany(page));
  for (const run of [...exports, ...selected]) {
    if (run.rows !== 10_000) throw new Error(`The export saved ${run.rows} rows, not 10,000`);
  }
  for (const run of bulk) {
    if (run.outcome !== `Sent: ${run.users.toLocaleString('en-US')}`)
      throw new Error(`The bulk send ended ${run.outcome}`);
  }
  await page.close();

  const url = `${APP_ORIGIN}/admin/users`;
  const audit = !SKIP.has('lighthouse');
  const desktop = !audit
    ? []
    : await repeat('Lighthouse desktop', RUNS, () =>
        lighthousePerformance(browser, url, 'desktop'),
      );
  const mobile = !audit
    ? []
    : await repeat('Lighthouse mobile', RUNS, () => lighthousePerformance(browser, url, 'mobile'));
  for (const run of [...desktop, ...mobile]) {
    if (run.finalUrl !== url)
      throw new Error(`Lighthouse ended at ${run.finalUrl}, not ${url}: signed out?`);
  }
  return {
    signedOut,
    signedIn: loads[0].bytes,
    loads,
    expand,
    paging,
    actions,
    scale,
    exports,
    selected,
    bulk,
    desktop,
    mobile,
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const spread = (values, format) => {
  const bounds = range(values);
  return bounds ? `${format(bounds[0])} – ${format(bounds[1])}` : '';
};

function table(results) {
  const { loads, signedOut, signedIn, desktop, mobile } = results;
  const gaps = loads.map((load) => (load.restored === null ? null : load.rows - load.restored));
  const rows = [
    ['users list rows shown (from navigation start)', loads.map((l) => l.rows), ms],
    ['session restore answered (hidden frame + token)', loads.map((l) => l.restored), ms],
    ['rows after the session restore', gaps, ms],
    ['/users/me requested', loads.map((l) => l.meRequested), ms],
    ['users list requested', loads.map((l) => l.listRequested), ms],
  ].map(([name, values, format]) => [name, format(median(values)), spread(values, format)]);
  const bytes = (name, b) => [
    [
      `${name}: JavaScript (gzip)`,
      kib(b.js),
      `${b.files.filter((f) => f.endsWith('.js')).length} files`,
    ],
    [`${name}: CSS (gzip)`, kib(b.css), ''],
    [`${name}: fonts`, kib(b.fonts), `${b.files.filter((f) => /\.woff2?$/.test(f)).length} files`],
    [`${name}: all`, kib(b.js + b.css + b.fonts), ''],
  ];
  const score = (name, runs) =>
    runs.length === 0
      ? []
      : [
          [
            `Lighthouse ${name} performance`,
            String(median(runs.map((r) => r.score))),
            spread(
              runs.map((r) => r.score),
              String,
            ),
          ],
          [
            `Lighthouse ${name} CLS`,
            median(runs.map((r) => r.cls)).toFixed(3),
            spread(
              runs.map((r) => r.cls),
              (v) => v.toFixed(3),
            ),
          ],
          [
            `Lighthouse ${name} LCP`,
            ms(median(runs.map((r) => r.lcp))),
            spread(
              runs.map((r) => r.lcp),
              ms,
            ),
          ],
        ];
  const task = (name, values, note = '') =>
    values.length ? [[name, ms(median(values)), `${spread(values, ms)}${note}`]] : [];
  const unsettled = results.scale.filter((run) => !run.expandSettled).length;
  const lines = [
    ...rows,
    ...bytes('signed-out redirect', signedOut),
    ...bytes('signed-in users list', signedIn),
    ...score('desktop', desktop),
    ...score('mobile', mobile),
    ...task("longest task, 'Show More' on the 215-user company", results.expand),
    ...task('longest task, next page of users', results.paging),
    ...task("longest task, opening a row's actions", results.actions),
    ...task(
      "longest task, 'Show More' on the 10,000-user company",
      results.scale.map((run) => run.expand),
      unsettled ? ` (${unsettled} of ${results.scale.length} still busy after 60 s)` : '',
    ),
    ...task(
      'longest task, scrolling its list to the last user',
      results.scale.map((run) => run.scroll),
    ),
    ...task(
      'longest task, typing in its search',
      results.scale.map((run) => run.search),
    ),
    ...task(
      'its export: click to saved file',
      results.exports.map((run) => run.ms),
    ),
    ...task(
      'longest task, its export',
      results.exports.map((run) => run.longest),
    ),
    ...task(
      "longest task, 'Select all users' (10,000)",
      results.selected.map((run) => run.select),
    ),
    ...task(
      'longest task, Export of that selection',
      results.selected.map((run) => run.export),
    ),
    ...task(
      'longest task, invite emails to 1,025 of its users',
      results.bulk.map((run) => run.longest),
    ),
    ...(results.bulk.length
      ? [
          [
            'heap growth after that run (after GC)',
            mb(median(results.bulk.map((run) => run.heapGrowth))),
            spread(
              results.bulk.map((run) => run.heapGrowth),
              mb,
            ),
          ],
        ]
      : []),
  ];
  return [
    `| measure (median of ${RUNS}) | value | range |`,
    '| --- | --- | --- |',
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const started = Date.now();
  console.log(
    REUSE_BUILD
      ? '▶ starting the demo servers on the production app as built'
      : '▶ building the production app and starting the demo servers',
  );
  const demo = await startDemo({ reuseBuild: REUSE_BUILD });
  let browser;
  try {
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const results = await measure(browser);
    mkdirSync(path.dirname(JSON_FILE), { recursive: true });
    writeFileSync(
      JSON_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, ...results }, null, 2)}\n`,
    );
    console.log(`\n${table(results)}\n`);
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    console.log(
      `Load average ${load} on ${os.cpus().length} cores at the end (others' work skews the times).`,
    );
    console.log(
      `Raw runs in ${path.relative(ROOT, JSON_FILE)}; took ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await browser?.close();
    await demo.stop();
  }
}

main().catch((error) => {
  console.error(
    'bench failed:',
    error instanceof Error ? (process.env.BENCH_DEBUG ? error.stack : error.message) : error,
  );
  process.exitCode = 1;
});
