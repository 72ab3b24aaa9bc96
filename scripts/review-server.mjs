#!/usr/bin/env node
// `npm run review`: the page of visual changes the last story run found (test-results/review,
// written by scripts/test-stories.mjs with reg-cli), served with an Accept per story and Accept
// all, which write the baselines in .storybook/baselines. The built Storybook is served beside it
// (/storybook/), so each story opens from the page.
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendFile, startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ACCEPT_SCRIPT = path.join(import.meta.dirname, 'review-accept.js');
const ID = /^[a-z0-9-]+$/;

/** What the page lists, from reg-cli's report: story ids by kind of change. */
export function reviewItems(reviewDir) {
  const report = JSON.parse(readFileSync(path.join(reviewDir, 'reg.json'), 'utf8'));
  const ids = (names) => names.map((name) => name.replace(/\.png$/, ''));
  return {
    changed: ids(report.failedItems),
    new: ids(report.newItems),
    removed: ids(report.deletedItems),
  };
}

/** Makes the run's capture of `id` its baseline, or deletes the baseline of a removed story. */
export function acceptBaseline({ reviewDir, baselinesDir }, id) {
  if (!ID.test(id)) throw new Error(`Not a story id: ${id}`);
  const capture = path.join(reviewDir, 'captures', `${id}.png`);
  const baseline = path.join(baselinesDir, `${id}.png`);
  if (existsSync(capture)) copyFileSync(capture, baseline);
  else rmSync(baseline, { force: true });
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const json = (response, status, value) =>
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(value));

/**
 * Serves the review page on the first free port of `ports`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startReviewServer({
  reviewDir = path.join(ROOT, 'test-results', 'review'),
  baselinesDir = path.join(ROOT, '.storybook', 'baselines'),
  storybookDir = path.join(ROOT, 'storybook-static'),
  ports = [6010, 6011, 6012],
} = {}) {
  const dirs = { reviewDir, baselinesDir };
  const accepted = new Set();
  const handle = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      // reg-cli's page as it wrote it, with the Accept panel's script added at its end.
      const page = readFileSync(path.join(reviewDir, 'index.html'), 'utf8').replace(
        '</body>',
        '<script src="/__review/accept.js"></script></body>',
      );
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return true;
    }
    if (url.pathname === '/__review/accept.js') {
      await sendFile(path.dirname(ACCEPT_SCRIPT), `/${path.basename(ACCEPT_SCRIPT)}`, response);
      return true;
    }
    if (url.pathname === '/__review/items') {
      json(response, 200, { ...reviewItems(reviewDir), accepted: [...accepted] });
      return true;
    }
    if (url.pathname === '/__review/accept' && request.method === 'POST') {
      try {
        const { ids } = JSON.parse(await readBody(request));
        const items = reviewItems(reviewDir);
        const listed = new Set([...items.changed, ...items.new, ...items.removed]);
        // Only what the page lists can be accepted: no baseline is written for anything else.
        const unknown = ids.filter((id) => !listed.has(id));
        if (unknown.length > 0) {
          json(response, 400, { error: `Not on the page: ${unknown.join(', ')}` });
        } else {
          for (const id of ids) {
            acceptBaseline(dirs, id);
            accepted.add(id);
          }
          json(response, 200, { accepted: [...accepted] });
        }
      } catch (error) {
        json(response, 500, { error: String(error) });
      }
      return true;
    }
    if (url.pathname.startsWith('/storybook/')) {
      await sendFile(storybookDir, url.pathname.slice('/storybook'.length), response);
      return true;
    }
    return false;
  };
  return startStaticServer(reviewDir, ports, { handle });
}

async function main() {
  const reviewDir = path.join(ROOT, 'test-results', 'review');
  if (!existsSync(path.join(reviewDir, 'reg.json'))) {
    console.log('review: no visual changes to review (the last story run found none)');
    return;
  }
  const server = await startReviewServer({ reviewDir });
  const { changed, new: added, removed } = reviewItems(reviewDir);
  console.log(
    `review: ${changed.length} changed, ${added.length} new, ${removed.length} removed: ${server.url}/ (Ctrl-C to stop)`,
  );
  // Opened where a desktop can open it; the address above serves either way.
  spawn('xdg-open', [`${server.url}/`], { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
