// The demo servers for the benchmark: `scripts/start-demo.ts --preview` builds the production app
// and serves it with the identity provider and the mock APIs on their fixed ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_ROOT as ROOT } from './cli.mjs';

const READY_LINE = 'Admin hub demo: open';
const START_TIMEOUT_MS = 240_000;

/**
 * Starts the demo (`reuseBuild`: serving the app's dist as it is) in its own process group (so stopping it ends the Vite server too) and
 * resolves once it prints its address. `stop()` ends the whole group.
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export function startDemo({ reuseBuild = false } = {}) {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/start-demo.ts',
      '--preview',
      ...(reuseBuild ? ['--reuse-build'] : []),
    ],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The demo did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const collect = (chunk) => {
      output += chunk;
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve({ stop });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The demo exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}
