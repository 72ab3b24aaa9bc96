import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

const MAIN_API = new URL(DEMO_APP_CONFIG.api.main);
/** The part of the app a signed-in visit adds to the entry's: the store, router and screens. */
const SIGNED_IN_CHUNK = /\/assets\/signed-in-[\w-]+\.js$/;
/** The first page of the users list at /admin/users?search=acme&sort=email-desc. */
const LIST = '/users?page=1&perPage=40&search=acme&sort=email&direction=desc';

/**
 * The GET requests of the main API the page's next document sends, as `path?query`: those the
 * page before it still sent (a read again on focus, with its own token) are not counted.
 */
function nextDocumentReads(page: Page): string[] {
  const reads: string[] = [];
  let nextDocument = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) nextDocument = true;
    const url = new URL(request.url());
    if (!nextDocument || request.method() !== 'GET' || url.origin !== MAIN_API.origin) return;
    reads.push(`${url.pathname.slice(MAIN_API.pathname.length)}${url.search}`);
  });
  return reads;
}

/**
 * Waits until the page has its rows and fonts: the document a reload leaves still runs until the
 * next one commits, and a read or font it sent then would count as the next document's (a list
 * request of the first load, sent after signInAt returned, failed 3 runs in 8).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible(
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

test('a signed-in load of /admin/users reads /users/me and the page of its address once each: the entry sends them, the store takes them over', async ({
  page,
}) => {
  const path = '/admin/users?search=acme&sort=email-desc';
  await signInAt(page, path, DEMO_SUPER_ADMIN.email);
  await settled(page);
  const reads = nextDocumentReads(page);
  // The signed-in part (the store, the router, the screens) held back: the reads go out without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SIGNED_IN_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  const listRequested = page.waitForRequest((request) =>
    request.url().startsWith(`${MAIN_API.href}/users?`),
  );
  await page.reload({ waitUntil: 'commit' });
  await listRequested;
  expect(reads).toEqual(['/users/me', LIST]);
  release();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('acme', { exact: false }).first()).toBeVisible();
  // The list's request, the screen's own and the entry's, is the one with the address's search
  // and sort: a second request for either would be the store not taking the entry's over.
  expect(reads).toEqual(['/users/me', LIST]);
});

test('an admin at /admin/users sends no users list request ahead: the list is not theirs to see', async ({
  page,
}) => {
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const reads = nextDocumentReads(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible({
    timeout: 30_000,
  });
  expect(reads).toEqual(['/users/me']);
});

test('a signed-in load asks for React once the entry has run, not beside it, and for each font file once', async ({
  page,
}) => {
  await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
  await settled(page);
  // The next document's requests and their ends, in the order the browser reports them.
  const events: string[] = [];
  let nextDocument = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) nextDocument = true;
    if (nextDocument) events.push(`request ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (nextDocument) events.push(`finished ${new URL(request.url()).pathname}`);
  });
  // Routing turns the HTTP cache off: every file of the reload is requested.
  await page.route('**/*', (route) => route.continue());
  await page.reload();
  await settled(page);
  const first = (pattern: RegExp) => events.findIndex((event) => pattern.test(event));
  const entryFinished = first(/^finished \/assets\/index-[\w-]+\.js$/);
  const appRequested = first(/^request \/assets\/app-[\w-]+\.js$/);
  expect(entryFinished).toBeGreaterThanOrEqual(0);
  // On a slow network React's chunk beside the entry would share its bandwidth and put off the
  // session restore the entry starts (docs/performance.md, issue 38).
  expect(appRequested).toBeGreaterThan(entryFinished);
  const fonts = events.filter((event) => /^request .*\.woff2$/.test(event));
  expect(fonts).toHaveLength(4);
  expect(new Set(fonts).size).toBe(4);
});
