// The runs over the 10,000-user company of the demo (issue 17): exporting all of its users, and
// sending invite emails to about a thousand of them. Each gives its longest main-thread task;
// the export its time from the click to the saved file, the bulk send the heap before and after.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIMEOUT, longestTaskOf, nextFrames } from './pageMetrics.mjs';
import { openScaleCompany } from './scaleCompany.mjs';

const SCALE_COMPANY_USERS = 10_000;
/** Typed into the company's search: 'ro' matches 1,025 of its users (seeded, so always). */
const BULK_SEARCH = 'ro';
const RUN_TIMEOUT = { timeout: 180_000 };

const SECTION = `[...document.querySelectorAll('section')].find((s) => s.querySelector('ul[aria-label="Users"]'))`;
const button = (page, scope, name) =>
  page.waitForSelector(`::-p-xpath(${scope}//button[normalize-space()="${name}"])`, TIMEOUT);
const toastSaying = (pattern) =>
  `[...document.querySelectorAll('.Toastify__toast')].some((toast) => ${pattern}.test(toast.textContent))`;

/**
 * Runs `during(saved)` with downloads going to a temporary folder; `saved()` resolves with the
 * time the next download completed and the data rows of its file.
 */
async function withDownloads(page, during) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: directory,
    eventsEnabled: true,
  });
  const saved = () =>
    new Promise((resolve) => {
      const onProgress = (event) => {
        if (event.state !== 'completed') return;
        cdp.off('Browser.downloadProgress', onProgress);
        const at = performance.now();
        const file = readdirSync(directory).find((name) => name.endsWith('.csv'));
        const text = readFileSync(path.join(directory, file), 'utf8');
        rmSync(path.join(directory, file));
        resolve({ at, rows: text.split('\r\n').filter(Boolean).length - 1 });
      };
      cdp.on('Browser.downloadProgress', onProgress);
    });
  try {
    return await during(saved);
  } finally {
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'default' });
    await cdp.detach();
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Export CSV of every user of the company, from the click until the file is saved: the
 * milliseconds it took, the longest task, and the data rows the file holds.
 */
export const exportScaleCompany = (page) =>
  withDownloads(page, async (saved) => {
    await openScaleCompany(page);
    const exportButton = await button(page, '//section[.//ul[@aria-label="Users"]]', 'Export CSV');
    const file = saved();
    let started = 0;
    const longest = await longestTaskOf(
      page,
      async () => {
        started = performance.now();
        await exportButton.click();
      },
      toastSaying(`/^Exported ${SCALE_COMPANY_USERS.toLocaleString('en-US')} users/`),
      RUN_TIMEOUT,
    );
    const { at, rows } = await file;
    return { ms: at - started, longest, rows };
  });

const selectAllBox = (page) =>
  page.waitForSelector('::-p-xpath(//label[normalize-space()="Select all users"]/input)', TIMEOUT);

/**
 * 'Select all users' over all 10,000, then the bar's Export: the longest task of each, and the
 * data rows of the file.
 */
export const selectAllAndExport = (page) =>
  withDownloads(page, async (saved) => {
    await openScaleCompany(page);
    const box = await selectAllBox(page);
    const select = await longestTaskOf(
      page,
      () => box.click(),
      `document.querySelector('section[aria-label="Selected users"]')?.textContent.includes('${SCALE_COMPANY_USERS.toLocaleString('en-US')} users selected')`,
    );
    const exportButton = await button(page, '//*[@aria-label="Selected users"]', 'Export');
    const file = saved();
    const longest = await longestTaskOf(
      page,
      () => exportButton.click(),
      toastSaying(`/^Exported ${SCALE_COMPANY_USERS.toLocaleString('en-US')} users/`),
      RUN_TIMEOUT,
    );
    const { rows } = await file;
    await box.click();
    return { select, export: longest, rows };
  });

/** The page's JavaScript heap after a full garbage collection, in bytes. */
async function heapAfterGc(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * 'Send invite emails' to the users the company's search finds for 'ro' (1,025): the longest
 * task from Confirm until the run's toast, and the heap (after garbage collection) before the
 * run and after it, once its panel is closed.
 */
export async function bulkInviteScaleCompany(page) {
  await openScaleCompany(page);
  const search = await page.waitForSelector('section input[type="search"]', TIMEOUT);
  await search.type(BULK_SEARCH);
  await page.waitForFunction(
    `${SECTION}.textContent.includes('of ${SCALE_COMPANY_USERS.toLocaleString('en-US')} users match')`,
    TIMEOUT,
  );
  await (await selectAllBox(page)).click();
  const selected = await page.waitForFunction(
    `(() => { const bar = document.querySelector('section[aria-label="Selected users"]');
      return bar?.textContent.match(/(\\d[\\d,]*) users selected/)?.[1]; })()`,
    TIMEOUT,
  );
  const users = Number((await selected.jsonValue()).replace(/,/g, ''));
  await (await button(page, '//*[@aria-label="Selected users"]', 'Send invite emails')).click();
  const confirm = await button(page, '//*[@role="dialog"]', 'Confirm');
  await nextFrames(page);
  const heapBefore = await heapAfterGc(page);
  const longest = await longestTaskOf(
    page,
    () => confirm.click(),
    toastSaying(`/invite email/i`),
    RUN_TIMEOUT,
  );
  // The run's summary line, e.g. 'Sent: 1,025'.
  const outcome = await page.evaluate(
    `document.querySelector('section.ah-run')?.textContent.match(/Sent: [\\d,]+(, Failed: [\\d,]+)?/)?.[0] ?? null`,
  );
  await (await button(page, '//section[contains(@class, "ah-run")]', 'Close')).click();
  await nextFrames(page);
  const heapAfter = await heapAfterGc(page);
  return { users, longest, outcome, heapBefore, heapAfter, heapGrowth: heapAfter - heapBefore };
}
