// The 10,000-user company of the demo ('Globex Signage Network', api-mocks SCALE_COMPANY): the
// longest main-thread task of 'Show More' on its users, of scrolling that list to its last user
// and of typing in its search.
import {
  APP_ORIGIN,
  TIMEOUT,
  longestTaskOf,
  longestTaskWithin,
  nextFrames,
} from './pageMetrics.mjs';

const SCALE_COMPANY_PATH = '/admin/companies/121';
const SCALE_COMPANY_USERS = 10_000;
/** Typed into the search, a key every 80 ms; it matches some hundreds of the users. */
const SEARCH_TEXT = 'ann';
/** Rendering all 10,000 rows in batches (before virtualisation) took minutes, not seconds. */
const SETTLE_TIMEOUT = { timeout: 300_000 };
/** 'Show More' still busy after this long is reported unsettled, with its longest task so far. */
const EXPAND_TIMEOUT = { timeout: 60_000 };

// Runs in the page: the users section and its list.
const SECTION = `[...document.querySelectorAll('section')].find((s) => s.querySelector('ul[aria-label="Users"]'))`;
const LIST = `${SECTION}?.querySelector('ul[aria-label="Users"]')`;

/** Opens the company and waits until every one of its users has loaded. */
export async function openScaleCompany(page) {
  await page.goto(`${APP_ORIGIN}${SCALE_COMPANY_PATH}`);
  await page.waitForFunction(
    `(() => { const section = ${SECTION};
      return !!section && section.querySelector('h2')?.textContent.includes('(${SCALE_COMPANY_USERS.toLocaleString('en-US')})')
        && !section.textContent.includes('Loading the rest'); })()`,
    { timeout: 120_000 },
  );
  await nextFrames(page);
}

const showMore = (page) =>
  page.waitForSelector(
    `::-p-xpath(//section[.//ul[@aria-label="Users"]]//button[normalize-space()="Show More"])`,
    TIMEOUT,
  );

/**
 * 'Show More', then scrolling the list to its end (5,000 px a frame, then the rest), then
 * typing in the company's search. Each figure is the longest task from the action until it
 * has settled; `search` is null where the page has no search box, and a 'Show More' unsettled
 * after a minute (`expandSettled` false) gives its longest task so far and ends the run.
 */
export async function scaleCompanyTasks(page) {
  await openScaleCompany(page);
  const toggle = await showMore(page);
  const { longest: expand, settled } = await longestTaskWithin(
    page,
    () => toggle.click(),
    `(() => { const list = ${LIST}; return !!list && !list.hasAttribute('aria-busy')
      && [...${SECTION}.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Show Less'); })()`,
    EXPAND_TIMEOUT,
  );
  if (!settled) return { expand, expandSettled: false, scroll: null, search: null };
  await nextFrames(page);

  const scroll = await longestTaskOf(
    page,
    () =>
      page.evaluate(`(() => {
        const list = ${LIST};
        let scroller = document.scrollingElement;
        for (let el = list; el; el = el.parentElement) {
          const overflow = getComputedStyle(el).overflowY;
          if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight) {
            scroller = el;
            break;
          }
        }
        window.__benchScrolled = false;
        const step = () => {
          const end = scroller.scrollHeight - scroller.clientHeight;
          if (scroller.scrollTop >= end - 1) {
            window.__benchScrolled = true;
            return;
          }
          scroller.scrollTop = Math.min(end, scroller.scrollTop + 5000);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      })()`),
    // At the end, the last of the users is a row of the list.
    `(() => { if (!window.__benchScrolled) return false;
      const rows = ${LIST}.querySelectorAll(':scope > li');
      const last = rows[rows.length - 1];
      return !!last && (last.getAttribute('aria-posinset') ?? String(rows.length)) === '${SCALE_COMPANY_USERS}'; })()`,
    SETTLE_TIMEOUT,
  );
  await nextFrames(page);

  const searchBox = await page.$('section input[type="search"]');
  const search = !searchBox
    ? null
    : await longestTaskOf(
        page,
        () => searchBox.type(SEARCH_TEXT, { delay: 80 }),
        `(() => { const rows = [...(${LIST}?.querySelectorAll(':scope > li') ?? [])];
          const fold = (text) => text.normalize('NFKD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
          return rows.length > 0 && rows.every((row) => fold(row.textContent).includes('${SEARCH_TEXT}')); })()`,
      );
  return { expand, expandSettled: true, scroll, search };
}
