/**
 * A deterministic clock for stories: every story starts at the same instant, so screenshots
 * and "today"-relative text never depend on when the suite runs (here, in the Storybook UI,
 * or on Chromatic).
 *
 * The clock keeps ticking from that instant (real elapsed time is added), because a clock
 * frozen for good breaks code that measures elapsed time with `Date.now()`: debounced search
 * boxes, toasts' auto-close and spinners would never move on. Timers are the browser's own.
 */
const FIXED_NOW_ISO = '2026-01-15T10:00:00.000Z';

const RealDate = Date;

function createTickingDate(startMs: number): DateConstructor {
  const startedAt = performance.now();
  const now = (): number => startMs + Math.floor(performance.now() - startedAt);

  // A subclass keeps `instanceof Date`, Date.parse, Date.UTC and every prototype method intact.
  class TickingDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) {
        super(now());
      } else {
        super(...args);
      }
    }

    static override now(): number {
      return now();
    }
  }

  // Calling `Date()` without `new` returns a string of the current time.
  return new Proxy(TickingDate, {
    apply: () => new RealDate(now()).toString(),
  }) as DateConstructor;
}

/** Sets the clock to `FIXED_NOW_ISO` and returns the function that restores the real one. */
export function installFixedClock(iso: string = FIXED_NOW_ISO): () => void {
  globalThis.Date = createTickingDate(RealDate.parse(iso));
  return () => {
    globalThis.Date = RealDate;
  };
}
