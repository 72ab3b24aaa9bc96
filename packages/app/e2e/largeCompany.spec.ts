import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN, SCALE_COMPANY } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

const EMAIL = /[\w.-]+@globex-signage-network\.example/;

/** Signs in on the company's page and waits until all 10,000 users have loaded (fifty pages). */
async function openWithEveryUser(page: Page) {
  await signInAt(page, `/admin/companies/${SCALE_COMPANY.id}`, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: 'Users (10,000)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(users.getByText(/^Loading the rest/)).toBeHidden({ timeout: 90_000 });
  return users;
}

test('the 10,000-user company: Show More reaches the last user with few rows in the page, and the search finds them', async ({
  page,
}) => {
  // Fifty pages of 200 users from the mock API, on a machine other tests share.
  test.setTimeout(150_000);
  const users = await openWithEveryUser(page);

  await users.getByRole('button', { name: 'Show More' }).click();
  const rows = users.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '10000');
  expect(await page.locator('li').count()).toBeLessThan(200);

  // The keyboard's End in the list's box: the last of the 10,000 users comes into view.
  await users.getByRole('region', { name: 'Users, scrolling list' }).focus();
  await page.keyboard.press('End');
  await expect(rows.last()).toHaveAttribute('aria-posinset', '10000');
  await expect(rows.last()).toBeInViewport();
  expect(await page.locator('li').count()).toBeLessThan(200);
  const lastEmail = (await rows.last().textContent())?.match(EMAIL)?.[0];
  expect(lastEmail).toBeDefined();

  // The search finds that same user among the 10,000.
  await users.getByRole('searchbox', { name: "Search this company's users" }).fill(lastEmail!);
  await expect(users.getByText('1 of 10,000 users matches')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(lastEmail!);
});

test('the 10,000-user company: Export CSV saves every user, with a header and a BOM, in under 5 s', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const users = await openWithEveryUser(page);

  const saved = page.waitForEvent('download');
  const clicked = Date.now();
  await users.getByRole('button', { name: 'Export CSV' }).click();
  const download = await saved;
  const tookMs = Date.now() - clicked;
  // The figure goes with the test's result (test-results/e2e.json lists its annotations).
  test.info().annotations.push({ type: 'export took', description: `${tookMs} ms` });
  await expect(page.getByText('Exported 10,000 users')).toBeVisible();

  expect(download.suggestedFilename()).toMatch(
    /^globex-signage-network-users-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = await readFile(await download.path());
  // UTF-8's byte-order mark, so spreadsheet programs read the names' accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
  expect(records[0]).toBe('First name,Last name,Email,Role,Company,Status');
  const rows = records.slice(1);
  expect(rows).toHaveLength(SCALE_COMPANY.userCount);
  expect(new Set(rows.map((row) => row.match(EMAIL)?.[0])).size).toBe(SCALE_COMPANY.userCount);
  expect(rows.every((row) => row.includes(',Globex Signage Network,'))).toBe(true);
  expect(tookMs, `click to download: ${tookMs} ms`).toBeLessThan(5_000);
});

test("the 10,000-user company: 'Select all users', ticked as early as it is offered, exports exactly the 10,000", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, `/admin/companies/${SCALE_COMPANY.id}`, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  const selectAll = users.getByRole('checkbox', { name: 'Select all users' });
  // Offered only once every user has loaded: ticked while loading it would stand for fewer.
  await expect(selectAll).toBeEnabled({ timeout: 90_000 });
  // Read at once, not waited for: the box is offered in the render that ends the loading.
  expect(await users.getByText(/^Loading the rest/).isVisible()).toBe(false);
  await selectAll.check();

  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText(/^10,000 users selected/)).toBeVisible();
  const saved = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export' }).click();
  const bytes = await readFile(await (await saved).path());
  const rows = bytes.subarray(3).toString('utf8').split('\r\n').slice(1, -1);
  expect(rows).toHaveLength(SCALE_COMPANY.userCount);
  await expect(page.getByText('Exported 10,000 users')).toBeVisible();
});
