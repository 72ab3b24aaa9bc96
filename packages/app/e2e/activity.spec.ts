import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

// The mock server keeps its state for the whole run: values no other test writes. The last name
// keeps its 'Lee' (the jump box's test finds 'Jordan Lee').
const stamp = String(Date.now() % 1_000_000);
const LAST_NAME = `Lee-${stamp}`;
const EMULATED_LAST_NAME = `Lee-${stamp}-emulated`;
const DOWNLOADS = String(400 + (Date.now() % 500));

const ACTIVITY_URL = `${DEMO_APP_CONFIG.api.main}/activity`;

/** The Activity list's entries on `scope` (a page or a section), not the changes listed inside them. */
const entries = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Activity' }).locator(':scope > li');

/** Opens Edit user on `email`'s row of the company page's users and saves `lastName`. */
async function editLastName(page: Page, email: string, lastName: string) {
  const users = page.getByRole('region', { name: /^Users/ });
  await users.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('button', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User updated')).toBeVisible();
}

test("another admin's changes are in Activity with them as actor, each field before and after; an emulated one says who was emulated", async ({
  page,
  browser,
}) => {
  // Two sign-ins, three changes, an emulation and three reads of the record.
  test.setTimeout(120_000);
  await signInAt(page, `/admin/companies/${ACME_COMPANY_ID}`, DEMO_SUPER_ADMIN.email);
  await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible({ timeout: 30_000 });

  // B, Acme's admin, in another browser: edits a user's last name.
  const theirContext = await browser.newContext();
  try {
    const theirs = await theirContext.newPage();
    await signInAt(theirs, '/admin/my-company', DEMO_ADMIN.email);
    await editLastName(theirs, DEMO_USER.email, LAST_NAME);
    // B reads it too, in their company's Activity.
    await expect(entries(theirs.getByRole('region', { name: 'Activity' })).first()).toContainText(
      `Last name: `,
    );
  } finally {
    await theirContext.close();
  }

  // Admins do not edit credits (spec §6): A tops them up.
  await page.getByRole('button', { name: 'Actions for Acme Signs' }).click();
  await page.getByRole('button', { name: 'Edit Credits' }).click();
  const credits = page.getByRole('dialog', { name: 'Edit Credits' });
  await credits.getByRole('spinbutton', { name: 'Content Downloads' }).fill(DOWNLOADS);
  await credits.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company credits updated')).toBeVisible();

  // A's company page: both, newest first, B as the edit's actor.
  const section = page.getByRole('region', { name: 'Activity' });
  await expect(entries(section).first()).toContainText('Credits changed');
  await expect(entries(section).first()).toContainText(
    `→ ${Number(DOWNLOADS).toLocaleString('en-US')}`,
  );
  const edit = entries(section).filter({ hasText: `→ "${LAST_NAME}"` });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText(`By ${DEMO_ADMIN.email}`);
  await expect(edit).toContainText(new RegExp(`Last name: ".*" → "${LAST_NAME}"`));

  // The hub-wide page, its filters in the address.
  await page.goto(`/admin/activity?actorId=${encodeURIComponent(DEMO_ADMIN.id)}&kind=user.updated`);
  const hubEdit = entries(page).filter({ hasText: `→ "${LAST_NAME}"` });
  await expect(hubEdit).toHaveCount(1, { timeout: 30_000 });
  await expect(hubEdit).toContainText(`By ${DEMO_ADMIN.email}`);
  await expect(hubEdit).toContainText('User edited');
  await expect(page.getByLabel('Kind of change')).toHaveValue('user.updated');

  // A, emulating B, edits the same user: the entry names both.
  await page.goto(`/admin/users?search=${DEMO_ADMIN.email}`);
  await page.getByRole('button', { name: `Actions for ${DEMO_ADMIN.email}` }).click();
  await page.getByRole('button', { name: 'Emulate user' }).click();
  const banner = page.getByRole('region', { name: 'Emulation' });
  await expect(banner).toBeVisible();
  await page.goto('/admin/my-company');
  await editLastName(page, DEMO_USER.email, EMULATED_LAST_NAME);
  await banner.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner).toBeHidden();

  await page.goto('/admin/activity?kind=user.updated');
  const emulated = entries(page).filter({ hasText: `→ "${EMULATED_LAST_NAME}"` });
  await expect(emulated).toHaveCount(1, { timeout: 30_000 });
  await expect(emulated).toContainText(`By ${DEMO_SUPER_ADMIN.email} as ${DEMO_ADMIN.email}`);
  await expect(emulated).toContainText(`Last name: "${LAST_NAME}" → "${EMULATED_LAST_NAME}"`);
});

test('a base user is refused /admin/activity (the 403 page) and GET /activity (403)', async ({
  page,
  request,
}) => {
  const meRequest = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/users/me') && candidate.method() === 'GET',
  );
  await signInAt(page, '/admin/activity', DEMO_USER.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity' })).toHaveCount(0);

  // The API refuses them too, whatever the page shows: asked with the page's own token.
  const authorization = (await meRequest).headers().authorization ?? '';
  expect(authorization).toMatch(/^Bearer /);
  const refused = await request.get(ACTIVITY_URL, { headers: { Authorization: authorization } });
  expect(refused.status()).toBe(403);
  const ownCompany = await request.get(`${ACTIVITY_URL}?companyId=${ACME_COMPANY_ID}`, {
    headers: { Authorization: authorization },
  });
  expect(ownCompany.status()).toBe(403);
});
