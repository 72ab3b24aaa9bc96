// What the bench's commands (bench.mjs, bench-compare.mjs, bench-timeline.mjs) share: their
// options, the median they report, and the checkout they measure.
import path from 'node:path';

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** The median of the numbers among `values` (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The checkout whose build and demo are measured: this one, or `BENCH_ROOT` when this bench
 * measures another's (bench-compare --network runs the after checkout's bench, which has the
 * option, on both).
 */
export const BENCH_ROOT = process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, '../..');
