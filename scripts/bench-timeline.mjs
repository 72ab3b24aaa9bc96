#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// The timeline of one cold signed-in load of /admin/users, from a Chromium trace (issue 38): when
// the document, the entry, the configuration, the hidden /authorize frame, the token exchange and
// the first reads were requested and answered, when the entry ran, and when the rows showed.
//
//   flock /tmp/e2e.lock node scripts/bench-timeline.mjs [--runs N] [--network RTT,KBPS] [--reuse-build]
//
// Prints, for each step, the median over N cold loads (default 5) of milliseconds since the
// document request was sent. --network 40,10000: CDP's network emulation (40 ms round trip,
// 10 Mbit/s down and up) for every load, as in scripts/bench.mjs. TIMELINE_DUMP=file.json keeps
// the last load's trace (open it in Chrome's performance panel). The token worker's own script
// request is not in the trace; the page's marks show when the SDK built the worker and first
// wrote to it, and when the hidden frame went into the document.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median, option } from './bench/cli.mjs';
import { startDemo } from './bench/demo.mjs';
import { APP_ORIGIN, TIMEOUT, emulateNetwork, signIn } from './bench/pageMetrics.mjs';

const RUNS = Math.max(1, Number(option('runs', '5')));
const NETWORK = option('network', null);
const IDP = 'http://localhost:4000';
const ROWS = 'ul[aria-label="Users"] > li';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

/** The steps of the load, each a predicate over (event, its request's url). */
function steps(events) {
  const sends = new Map();
  const responses = new Map();
  const finishes = new Map();
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest' && !sends.has(data.requestId))
      sends.set(data.requestId, { ts: event.ts, url: data.url, method: data.requestMethod });
    if (event.name === 'ResourceReceiveResponse') responses.set(data.requestId, event.ts);
    if (event.name === 'ResourceFinish') finishes.set(data.requestId, event.ts);
  }
  const requests = [...sends].map(([id, send]) => ({
    ...send,
    sent: send.ts,
    answered: responses.get(id) ?? null,
    finished: finishes.get(id) ?? null,
  }));
  return requests;
}

async function tracedLoad(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const watch = await page.evaluateOnNewDocument(`(() => {
    if (location.origin !== ${JSON.stringify(APP_ORIGIN)}) return;
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(${JSON.stringify(ROWS)}).length < 40) return;
      observer.disconnect();
      performance.mark('bench:rows-in-dom');
      requestAnimationFrame(() => performance.mark('bench:rows-frame'));
    });
    observer.observe(document, { childList: true, subtree: true });
    // The SDK's token worker and hidden frame, as the page sees them.
    const mark = (name) => performance.getEntriesByName(name).length || performance.mark(name);
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(...args) {
        mark('bench:worker-created');
        super(...args);
        this.addEventListener('message', () => mark('bench:worker-first-answer'));
        const post = this.postMessage.bind(this);
        this.postMessage = (...message) => {
          mark('bench:worker-first-message');
          return post(...message);
        };
      }
    };
    new MutationObserver((records, frames) => {
      if (!document.querySelector('iframe')) return;
      frames.disconnect();
      mark('bench:frame-inserted');
    }).observe(document, { childList: true, subtree: true });
  })()`);
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(`${APP_ORIGIN}/admin/users`);
  await page.waitForFunction(
    () => performance.getEntriesByName('bench:rows-frame').length > 0,
    TIMEOUT,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const marks = await page.evaluate(() => ({
    rowsInDom: performance.getEntriesByName('bench:rows-in-dom')[0].startTime,
    rowsFrame: performance.getEntriesByName('bench:rows-frame')[0].startTime,
    requestStart: performance.getEntriesByType('navigation')[0].requestStart,
    page: Object.fromEntries(
      [
        'bench:worker-created',
        'bench:worker-first-message',
        'bench:worker-first-answer',
        'bench:frame-inserted',
      ].map((name) => [name, performance.getEntriesByName(name)[0]?.startTime ?? null]),
    ),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await page.removeScriptToEvaluateOnNewDocument(watch.identifier);

  const events = trace.traceEvents;
  if (process.env.TIMELINE_DUMP)
    (await import('node:fs')).writeFileSync(process.env.TIMELINE_DUMP, JSON.stringify(trace));
  const requests = steps(events);
  const documentRequest = requests.find((r) => r.url === `${APP_ORIGIN}/admin/users`);
  const zero = documentRequest.sent;
  const ms = (ts) => (ts === null || ts === undefined ? null : (ts - zero) / 1000);
  const find = (test) => requests.find(test);
  const path = (r) => new URL(r.url).pathname;
  const entry = find((r) => /\/assets\/index-[^/]+\.js$/.test(r.url));
  const evaluations = events.filter(
    (e) => (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') && e.ts >= zero,
  );
  // The entry module's evaluation: the first module evaluation after the entry's download.
  const entryRun = evaluations.find(
    (e) => e.name === 'v8.evaluateModule' && entry?.finished && e.ts >= entry.finished,
  );
  const authorize = find((r) => r.url.startsWith(`${IDP}/authorize`));
  const token = requests.filter((r) => r.url.startsWith(`${IDP}/oauth/token`)).at(-1);
  const config = requests.filter((r) => path(r) === '/config.json');
  const me = find((r) => r.url.includes('/api/users/me'));
  const list = find((r) => /\/api\/users(\?|$)/.test(r.url) && r.method === 'GET');
  const app = find((r) => /\/assets\/app-[^/]+\.js$/.test(r.url));
  const signedIn = find((r) => /\/assets\/signed-in-[^/]+\.js$/.test(r.url));
  const row = (name, r) => [
    [`${name} requested`, r ? ms(r.sent) : null],
    [`${name} answered (headers)`, r ? ms(r.answered) : null],
    [`${name} finished`, r ? ms(r.finished) : null],
  ];
  const offset = marks.requestStart; // page clock ms at the document request
  return {
    rows: [
      ['document', documentRequest],
      ['entry script', entry],
      ['config.json (first)', config[0]],
    ]
      .flatMap(([name, r]) => row(name, r))
      .concat([
        ['config.json requests', config.length],
        ['a module evaluated after the entry arrived (start)', entryRun ? ms(entryRun.ts) : null],
        [
          'a module evaluated after the entry arrived (end)',
          entryRun ? ms(entryRun.ts + entryRun.dur) : null,
        ],
        ['first contentful paint', marks.fcp === null ? null : marks.fcp - offset],
      ])
      .concat(
        Object.entries(marks.page).map(([name, value]) => [
          name.replace('bench:', 'page: '),
          value === null ? null : value - offset,
        ]),
      )
      .concat(
        [
          ['/authorize (hidden frame)', authorize],
          ['/oauth/token (last)', token],
          ['app chunk', app],
          ['signed-in chunk', signedIn],
          ['GET /users/me', me],
          ['GET /users', list],
        ].flatMap(([name, r]) => row(name, r)),
      )
      .concat([
        ['rows in the DOM', marks.rowsInDom - offset],
        ['rows frame (bench "rows visible")', marks.rowsFrame - offset],
      ]),
    requests: requests
      .filter((r) => r.sent >= zero)
      .map(
        (r) =>
          `${ms(r.sent).toFixed(0)}\t${ms(r.answered)?.toFixed(0)}\t${ms(r.finished)?.toFixed(0)}\t${r.method} ${r.url.slice(0, 110)}`,
      ),
  };
}

const demo = await startDemo({ reuseBuild: process.argv.includes('--reuse-build') });
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1350, height: 940 });
  await signIn(page, '/admin/users', 'superadmin@example.com');
  if (NETWORK) await emulateNetwork(page, NETWORK);
  await tracedLoad(page);
  const loads = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await tracedLoad(page));
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log(`| step (ms since the document request, median of ${RUNS}) | ms |`);
  console.log('| --- | --- |');
  loads[0].rows.forEach(([name], index) => {
    const value = median(loads.map((load) => load.rows[index][1]));
    console.log(`| ${name} | ${value === null ? 'n/a' : Math.round(value)} |`);
  });
  console.log('\nrequests of the last load (sent, headers, finished):');
  console.log(loads.at(-1).requests.join('\n'));
} finally {
  await browser.close();
  await demo.stop();
}
