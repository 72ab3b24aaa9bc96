import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

// Issue 23, item 1: a selection the admin can always see. Nothing here changes the mock API's
// state (the delete is only asked, then cancelled), so other tests' users are safe.

const bar = (page: Page) => page.getByRole('region', { name: 'Selected users' });

/** The emails of the first `count` rows, ticked. */
async function tickFirstRows(page: Page, count: number): Promise<string[]> {
  const boxes = page.getByRole('list', { name: 'Users' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
  const emails: string[] = [];
  for (let row = 0; row < count; row += 1) {
    const box = boxes.nth(row);
    emails.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await box.check();
  }
  return emails;
}

test('a delete of users the search hides names them in its confirmation', async ({ page }) => {
  await signInAt(page, '/admin/users?search=Acme%20Signs', DEMO_SUPER_ADMIN.email);
  const emails = await tickFirstRows(page, 2);
  await expect(bar(page).getByText('2 users selected')).toBeVisible();

  // A search that shows neither of them.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO_SUPER_ADMIN.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Users (1)' })).toBeVisible();
  for (const email of emails)
    await expect(page.getByRole('checkbox', { name: `Select ${email}` })).toHaveCount(0);
  await expect(bar(page).getByText('2 users selected, 2 not shown')).toBeVisible();

  await bar(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(
    dialog.getByText(
      'Are you sure you want to delete 2 users? These users will be permanently deleted.',
    ),
  ).toBeVisible();
  const names = dialog.getByRole('list', { name: 'Users to delete' }).getByRole('listitem');
  await expect(names).toHaveCount(2);
  for (const [index, email] of emails.entries())
    await expect(names.nth(index)).toContainText(email);
  await expect(dialog.getByRole('checkbox', { name: 'I understand' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bar(page).getByText('2 users selected, 2 not shown')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the selection's bar stays whole in view below the top bar on a scrolled 40-row page at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
    await tickFirstRows(page, 1);
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(40);
    await expect(bar(page).getByText('1 user selected')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    const topBar = await page.getByRole('banner').boundingBox();
    const box = await bar(page).boundingBox();
    // What sticks is the list's header the bar stands in.
    const header = await bar(page)
      .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ah-list-header ")][1]')
      .boundingBox();
    expect(topBar).not.toBeNull();
    expect(box).not.toBeNull();
    expect(header).not.toBeNull();
    // The header just under the top bar (not behind it, not scrolled away), the bar inside it.
    const below = header!.y - (topBar!.y + topBar!.height);
    expect(below).toBeGreaterThanOrEqual(0);
    expect(below).toBeLessThanOrEqual(1);
    expect(box!.y).toBeGreaterThanOrEqual(header!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    await expect(bar(page)).toBeInViewport({ ratio: 1 });
    await expect(bar(page).getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
  });
}
