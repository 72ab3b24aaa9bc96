import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { startMainThreadClock } from './mainThreadClock.ts';
import { APP_ORIGIN, signInAt } from './session.ts';

// The mock server keeps its state for the whole run: a company and addresses no other test uses.
const COMPANY_PATH = '/admin/companies/7';
const NEW = ['e2e.list-one@list.example', 'e2e.list-two@list.example'];
// Someone already in the hub (Acme's base user): the super admin's check is hub-wide.
const IN_USE = 'user@acme.example';

test('a pasted list of four lines (two new, one invalid, one already in use) creates exactly the two', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, COMPANY_PATH, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  const heading = users.getByRole('heading', { name: /^Users \([\d,]+\)$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const before = Number(
    /\(([\d,]+)\)/.exec((await heading.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
  );

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Users from a list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  await dialog
    .getByRole('textbox', { name: 'Email addresses' })
    .fill([NEW[0], 'not an email', IN_USE, NEW[1]].join('\n'));
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row', { name: /not an email User Invalid email/ })).toBeVisible();
  await expect(
    preview.getByRole('row', { name: new RegExp(`${IN_USE} User Email is already in use`) }),
  ).toBeVisible();
  const invite = dialog.getByRole('button', { name: 'Invite 2 users' });
  await expect(invite).toBeEnabled();
  await invite.click();

  const run = page.getByRole('region', { name: /^Invite Users/ });
  await expect(run.getByText('Skipped: 2 · Created: 2')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 users created')).toBeVisible();
  await expect(users.getByRole('heading', { name: `Users (${before + 2})` })).toBeVisible();
  for (const email of NEW)
    await expect(run.getByRole('row', { name: `${email} Created` })).toBeVisible();
});

test('500 pasted addresses are checked within 15 s, with fewer requests than addresses', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-write'], { origin: APP_ORIGIN });
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/api/users'))
      searches.push(url.search);
  });
  await signInAt(page, COMPANY_PATH, DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Add', exact: true }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Users from a list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  const field = dialog.getByRole('textbox', { name: 'Email addresses' });
  const list = [
    ...Array.from({ length: 499 }, (_, n) => `e2e.bulk-${n}@paste.example`),
    IN_USE,
  ].join('\n');
  // Pasted as a person pastes, in one edit: the text `fill` inserts, Chromium applies line by line
  // (about 1,000 layouts for 500 lines, about a second of the page's thread here).
  await page.evaluate((text) => navigator.clipboard.writeText(text), list);
  await field.focus();
  const before = searches.length;
  const mainThread = await startMainThreadClock(page);
  const pasted = Date.now();
  await page.keyboard.press('ControlOrMeta+V');
  // The summary line is waited on as it changes: waiting for a text not yet on the page, Playwright
  // took an accessibility snapshot of the whole page as it polled (0.7 s of the page's thread).
  const summary = dialog.getByText(/ users? ready/);
  // Until checked, no row is said ready.
  await expect(summary).toHaveText('0 users ready, 500 checking');
  let tookMs = Number.NaN;
  let workMs = Number.NaN;
  try {
    await expect(summary).toHaveText('499 users ready, 1 with a problem (not sent)', {
      timeout: 15_000,
    });
  } finally {
    // The figures go with the test's result, a slow check's too (test-results/e2e.json).
    tookMs = Date.now() - pasted;
    workMs = await mainThread.elapsedMs();
    test
      .info()
      .annotations.push(
        { type: 'check took', description: `${tookMs} ms` },
        { type: "page's main thread", description: `${workMs} ms` },
      );
  }
  expect(tookMs, `paste to checked: ${tookMs} ms`).toBeLessThan(15_000);
  // The page's own work, whatever shares the cores: about 0.9 s here on quiet cores.
  expect(workMs, `the page's main thread: ${workMs} ms`).toBeLessThan(3_000);
  await expect(dialog.getByRole('button', { name: 'Invite 499 users' })).toBeEnabled();
  // The hub read page by page (200 a page): about 60 reads, not 500 searches.
  expect(searches.length - before).toBeLessThan(100);
  // Nothing pasted was lost.
  await expect(field).toHaveValue(list);
});
