import type { Page } from '@playwright/test';

/**
 * The CPU time the page's main thread spends from now until `elapsedMs()` (Chromium's
 * `ThreadTime` metric, in thread ticks). Unlike wall time, it barely moves when other processes
 * share the cores, so a budget on it holds the page's own work whatever runs beside the test.
 */
export async function startMainThreadClock(
  page: Page,
): Promise<{ elapsedMs: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find(({ name }) => name === 'ThreadTime')
      ?.value ?? Number.NaN;
  const started = await threadSeconds();
  return {
    elapsedMs: async () => {
      const ms = ((await threadSeconds()) - started) * 1000;
      await cdp.detach();
      return Math.round(ms);
    },
  };
}
