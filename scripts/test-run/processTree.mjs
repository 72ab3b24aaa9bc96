// CPU-seconds of a command and everything it starts, for the timings of `npm test`. Node reports
// no CPU time for child processes, and a shell's `times` misses what is not waited for (a browser
// that Playwright starts in a process group of its own): so the process tree under the command
// is read from /proc every half second, and each process counts with the CPU time it had when
// last seen. A process that lives less than half a second is missed (their time is small: the
// figure is a floor). Linux only; elsewhere the CPU column is left empty.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the project runs on
const SAMPLE_MS = 500;

/** pid → { ppid, cpuTicks } of every process now, or null where /proc cannot be read. */
function processTable() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const table = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(pid), {
        ppid: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table;
}

/**
 * One reader of /proc for all the commands under watch: `watch(pid)` follows the processes under
 * `pid`, and its `cpuSeconds()` reads their total so far.
 */
export function createProcessTreeWatcher() {
  const supported = os.platform() === 'linux';
  /** root pid → (pid → CPU ticks when last seen) */
  const trees = new Map();
  const sample = () => {
    if (trees.size === 0) return;
    const table = processTable();
    if (!table) return;
    const children = new Map();
    for (const [pid, { ppid }] of table) {
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    }
    for (const [rootPid, lastSeen] of trees) {
      const queue = [rootPid];
      while (queue.length > 0) {
        const pid = queue.pop();
        const entry = table.get(pid);
        if (entry) lastSeen.set(pid, entry.cpuTicks);
        queue.push(...(children.get(pid) ?? []));
      }
    }
  };
  const timer = supported ? setInterval(sample, SAMPLE_MS) : null;
  timer?.unref();
  return {
    watch(rootPid) {
      const lastSeen = new Map();
      trees.set(rootPid, lastSeen);
      sample();
      return {
        /** Stops following; called as the command exits, before its processes are reaped. */
        stop() {
          trees.delete(rootPid);
        },
        cpuSeconds() {
          if (!supported) return null;
          let ticks = 0;
          for (const value of lastSeen.values()) ticks += value;
          return ticks / TICKS_PER_SECOND;
        },
      };
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The load averages over 1, 5 and 15 minutes and the number of cores, as one line. */
export function loadLine() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one} ${five} ${fifteen} on ${os.cpus().length} cores`;
}
