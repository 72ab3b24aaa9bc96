import type { Page } from '@playwright/test';

/**
 * The CPU time the page's main thread spends from now until each `elapsedMs()` (Chromium's
 * `ThreadTime` metric, in seconds). Unlike wall time, it barely moves when other processes share
 * the cores, so a budget on it holds the page's own work whatever runs beside the test. The
 * DevTools session ends with the page.
 */
export async function startMainThreadClock(
  page: Page,
): Promise<{ elapsedMs: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find(({ name }) => name === 'ThreadTime')
      ?.value ?? Number.NaN;
  const started = await threadSeconds();
  return { elapsedMs: async () => Math.round(((await threadSeconds()) - started) * 1000) };
}
