import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_API_URLS, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { APP_ORIGIN, signInAt } from './session.ts';

// 'Moen - Stehr' (56): 15 users, some of them invited; no other test sends them email.
const COMPANY_PATH = '/admin/companies/56';

/** The invite emails the demo has sent so far, per address (the mock server's GET /__outbox). */
const invitesSent = async (request: APIRequestContext): Promise<Record<string, number>> => {
  const response = await request.get(`${new URL(DEFAULT_API_URLS.main).origin}/__outbox`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { invite: Record<string, number> }).invite;
};

test('filter Invited on a company, select all, send invite emails: exactly the invited users get one each', async ({
  page,
}) => {
  await signInAt(page, COMPANY_PATH, DEMO_SUPER_ADMIN.email);
  const section = page.getByRole('region', { name: /^Users/ });
  await expect(section.getByRole('heading', { name: 'Users (15)' })).toBeVisible({
    timeout: 30_000,
  });
  const list = section.getByRole('list', { name: 'Users' });

  // The invited users, read from their badges over the whole list.
  await section.getByRole('button', { name: 'Show More' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(15);
  const invitedRows = list.getByRole('listitem').filter({ hasText: 'Invited' });
  const invited = (
    await invitedRows
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Select /, ''));
  expect(invited.length).toBeGreaterThan(1);

  const status = section.getByRole('radiogroup', { name: 'Status' });
  await status.locator('label', { hasText: /^Invited/ }).click();
  await expect(status.getByRole('radio', { name: `Invited (${invited.length})` })).toBeChecked();
  await expect(page).toHaveURL(`${APP_ORIGIN}${COMPANY_PATH}?status=invited`);
  await expect(list.getByRole('listitem')).toHaveCount(invited.length);

  // The address keeps the filter: Back shows every user, Forward and a reload the invited.
  await page.goBack();
  await expect(status.getByRole('radio', { name: /^All/ })).toBeChecked();
  await page.goForward();
  await expect(status.getByRole('radio', { name: /^Invited/ })).toBeChecked();
  await page.reload();
  await expect(status.getByRole('radio', { name: /^Invited/ })).toBeChecked({ timeout: 30_000 });
  await expect(list.getByRole('listitem')).toHaveCount(invited.length);

  const before = await invitesSent(page.request);
  await section.getByRole('checkbox', { name: 'Select all users' }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText(`${invited.length} users selected`)).toBeVisible();
  await bar.getByRole('button', { name: 'Send invite emails' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Invite Email Send' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const run = page.getByRole('region', { name: 'Send invite emails' });
  await expect(run.getByText(`Sent: ${invited.length}`)).toBeVisible({ timeout: 15_000 });

  const after = await invitesSent(page.request);
  const got = Object.fromEntries(
    Object.entries(after)
      .map(([email, count]) => [email, count - (before[email] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
  expect(got).toEqual(Object.fromEntries(invited.map((email) => [email, 1])));
});
