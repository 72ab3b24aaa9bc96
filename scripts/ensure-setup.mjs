#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: its report is its output */
// Runs before `npm start` and `npm test` so that each works as the only command typed on a fresh
// clone. Plain Node with no dependency, since it may run before any is installed:
//   - installs the dependencies (npm ci) when node_modules is missing or older than the lock file;
//   - with --chromium, installs Debian's Chromium (as .ci/run does) when it is missing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCK = path.join(ROOT, 'package-lock.json');
const MODULES = path.join(ROOT, 'node_modules');
// Written after our own install: the lock file's hash it installed.
const STAMP = path.join(MODULES, '.admin-hub-installed');
// npm's record of what node_modules holds, rewritten by every npm install or ci.
const NPM_RECORD = path.join(MODULES, '.package-lock.json');

const say = (message) => console.log(`[setup] ${message}`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const lockHash = () => createHash('sha256').update(readFileSync(LOCK)).digest('hex');

/** Why the dependencies must be installed, or null when node_modules matches the lock file. */
function dependenciesStale() {
  if (!existsSync(MODULES)) return 'node_modules is missing';
  const hash = lockHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) return null;
  // Installed by npm since the lock file last changed (npm install, or .ci/run's npm ci).
  if (existsSync(NPM_RECORD) && statSync(NPM_RECORD).mtimeMs >= statSync(LOCK).mtimeMs) {
    writeFileSync(STAMP, `${hash}\n`);
    return null;
  }
  return 'package-lock.json changed since the last install';
}

function ensureDependencies() {
  const reason = dependenciesStale();
  if (!reason) return;
  say(`Installing the dependencies with npm ci (${reason}); this takes a few minutes…`);
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('[setup] npm ci failed: see its output above.');
    process.exit(1);
  }
  writeFileSync(STAMP, `${lockHash()}\n`);
  say('Dependencies installed.');
}

/**
 * The Chromium major version the story baselines were taken with: another version draws some
 * controls differently (version 150 drew a textarea's resize handle 1 px apart from 156's, and
 * eight baselines failed), so a machine with another one installs the current Debian package.
 */
const BASELINES_CHROMIUM_MAJOR = 156;

const chromiumMajor = (chromium) => {
  const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return Number(/(\d+)\./.exec(version)?.[1] ?? 0);
};

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) {
    const major = chromiumMajor(chromium);
    if (major === BASELINES_CHROMIUM_MAJOR || chromium !== '/usr/bin/chromium') return;
    say(
      `Chromium ${major} is installed; the story baselines were taken with ${BASELINES_CHROMIUM_MAJOR}: updating Debian's chromium…`,
    );
  } else {
    say(`Chromium is missing at ${chromium}: installing Debian's chromium and fonts-liberation…`);
  }
  const isRoot = process.getuid?.() === 0;
  // Non-interactive, as in CI: never a prompt, and sudo only if it needs no password.
  const asRoot = (args) =>
    isRoot
      ? run(args[0], args.slice(1), { DEBIAN_FRONTEND: 'noninteractive' })
      : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...args]);
  const installed =
    asRoot(['apt-get', 'update']) === 0 &&
    asRoot(['apt-get', 'install', '-y', 'chromium', 'fonts-liberation']) === 0;
  if (!installed || !existsSync('/usr/bin/chromium')) {
    console.error(
      '[setup] Chromium could not be installed. Install it as root (apt-get install chromium ' +
        'fonts-liberation), or point CHROMIUM_PATH at a Chromium, then run the command again.',
    );
    process.exit(1);
  }
  if (chromium !== '/usr/bin/chromium') {
    say(`Installed /usr/bin/chromium; CHROMIUM_PATH still names ${chromium}.`);
  } else {
    say(`Chromium ${chromiumMajor(chromium)} installed.`);
  }
}

ensureDependencies();
if (process.argv.includes('--chromium')) ensureChromium();
