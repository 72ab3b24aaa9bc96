/* eslint-disable no-console -- a command-line tool: its report is its output */
// Runs the steps of `npm test` side by side as far as the machine's cores and their dependencies
// allow. Each step declares the steps it needs (`needs`) and how many cores it keeps busy
// (`cores`): a step starts, in the order listed, once what it needs has finished and the cores it
// asks for are free (a step asking for more than the machine has starts when nothing else runs);
// it is not run when a step it needs failed.
// A step's output is kept in a file and printed whole when it ends, so two steps never interleave
// their lines; the step's wall time and CPU-seconds (the processes it started included) follow.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProcessTreeWatcher } from './processTree.mjs';

const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one command from `cwd`; its stdout and stderr go to `logFile`. Resolves with its exit code,
 * wall time and CPU-seconds.
 */
function runLogged(command, args, { cwd, env, logFile, watcher }) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tree = watcher.watch(child.pid);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', () => tree.stop());
    child.on('close', (code, signal) => {
      log.end(() =>
        resolve({
          code: code ?? (signal ? 1 : 0),
          ms: Date.now() - started,
          cpuSeconds: tree.cpuSeconds(),
        }),
      );
    });
  });
}

/**
 * Runs `steps`; resolves with one row per step, in the order listed: its counts (from the step's
 * `count`), status, wall ms and CPU-seconds.
 */
export async function runSteps(steps, { cwd, logDir, cores = os.cpus().length }) {
  const watcher = createProcessTreeWatcher();
  const done = {};
  const rows = new Map();
  const pending = [...steps];
  let busyCores = 0;
  let running = 0;

  await new Promise((allDone) => {
    const settle = (step, row) => {
      rows.set(step.name, row);
      done[step.name] = row;
    };
    const startReady = () => {
      let progressed = true;
      while (progressed) {
        progressed = false;
        for (const step of steps) {
          if (!pending.includes(step)) continue;
          if (!(step.needs ?? []).every((name) => rows.has(name))) continue;
          // A step needs what the steps it names made, or found: it does not run after one failed
          // or was not run for a failure (one that had nothing to do, 'not configured', is fine).
          const blocker = (step.needs ?? []).find(
            (name) => rows.get(name).failed > 0 || rows.get(name).status.startsWith('not run'),
          );
          const skipped =
            step.when && !step.when(done)
              ? 'not configured'
              : blocker &&
                `the ${blocker} ${rows.get(blocker).failed > 0 ? 'failed' : 'did not run'}`;
          if (skipped) {
            pending.splice(pending.indexOf(step), 1);
            if (skipped !== 'not configured') console.log(`\n▷ ${step.name}: not run (${skipped})`);
            const status = skipped === 'not configured' ? skipped : `not run: ${skipped}`;
            settle(step, { status, passed: 0, failed: 0, ms: 0 });
            progressed = true;
            continue;
          }
          const wanted = Math.min(step.cores ?? 1, cores);
          // In the listed order: a later step does not take the cores an earlier one waits for.
          if (running > 0 && busyCores + wanted > cores) break;
          pending.splice(pending.indexOf(step), 1);
          busyCores += wanted;
          running += 1;
          progressed = true;
          void runStep(step).then((row) => {
            busyCores -= wanted;
            running -= 1;
            settle(step, row);
            startReady();
          });
        }
      }
      if (running === 0 && pending.length === 0) allDone();
    };
    const runStep = async (step) => {
      const logFile = path.join(logDir, `${step.name.replaceAll(' ', '-')}.log`);
      const env = typeof step.env === 'function' ? step.env(done) : step.env;
      // A command may depend on what ran before it (the stories a change reaches, from the build).
      const command = typeof step.command === 'function' ? step.command(done) : step.command;
      console.log(`\n▶ ${step.name}: ${command.join(' ')}`);
      step.before?.();
      const result = await runLogged(command[0], command.slice(1), {
        cwd,
        env,
        logFile,
        watcher,
      });
      const output = readFileSync(logFile, 'utf8');
      const counts = step.count({ ...result, stdout: output });
      const status = counts.failed > 0 ? 'FAILED' : 'passed';
      const cpu = result.cpuSeconds === null ? '' : `, ${result.cpuSeconds.toFixed(0)} CPU-s`;
      console.log(`\n┌─ ${step.name} ${'─'.repeat(Math.max(0, 60 - step.name.length))}`);
      const lines = output.replace(/\n$/, '');
      if (!step.quiet && lines) console.log(lines.replace(/^/gm, '│ '));
      console.log(
        `└─ ${step.name}: ${status} (${counts.passed} passed, ${counts.failed} failed) in ${formatSeconds(result.ms)}${cpu}`,
      );
      return { status, ...counts, ms: result.ms, cpuSeconds: result.cpuSeconds };
    };
    startReady();
  });
  watcher.close();
  return steps.map((step) => ({ name: step.name, ...rows.get(step.name) }));
}

export { formatSeconds };
