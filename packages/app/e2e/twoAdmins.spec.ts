import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

// The mock server keeps its state for the whole run: an address no other test invites.
const INVITEE = 'e2e.two-admins@acme.example';

/**
 * The window comes back into view. Playwright's pages all count as focused, so the browser fires
 * no focus event of its own when one is brought to the front: the test fires the one it would.
 */
const comeBackTo = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const usersHeading = (page: Page) =>
  page.getByRole('region', { name: /^Users/ }).getByRole('heading', { name: /^Users \([\d,]+\)$/ });

const countOf = async (page: Page) =>
  Number(
    /\(([\d,]+)\)/.exec((await usersHeading(page).textContent()) ?? '')?.[1]?.replace(/,/g, ''),
  );

// Issue 36 item 2: a page left in the background catches up when it comes back into view.
test("a company page left in the background shows another admin's changes when its window comes back", async ({
  page,
  browser,
}) => {
  // Two sign-ins, an invite and a delete: more than one simple check's time.
  test.setTimeout(90_000);
  await signInAt(page, `/admin/companies/${ACME_COMPANY_ID}`, DEMO_SUPER_ADMIN.email);
  await expect(usersHeading(page)).toBeVisible({ timeout: 30_000 });
  const before = await countOf(page);

  // The company's own admin, in another browser.
  const theirContext = await browser.newContext();
  try {
    const theirs = await theirContext.newPage();
    await signInAt(theirs, '/admin/my-company', DEMO_ADMIN.email);
    await expect(usersHeading(theirs)).toBeVisible({ timeout: 30_000 });

    await theirs.getByRole('button', { name: 'Add', exact: true }).click();
    await theirs.getByRole('button', { name: 'User', exact: true }).click();
    const invite = theirs.getByRole('dialog', { name: 'Invite User' });
    await invite.getByRole('textbox', { name: 'Email' }).fill(INVITEE);
    await invite.getByRole('button', { name: 'Create' }).click();
    await expect(invite).toBeHidden();
    await expect(usersHeading(theirs)).toHaveText(`Users (${before + 1})`);

    // Nobody told the first page; back in view, it reads again what it shows.
    expect(await countOf(page)).toBe(before);
    await comeBackTo(page);
    await expect(usersHeading(page)).toHaveText(`Users (${before + 1})`);

    const users = theirs.getByRole('region', { name: /^Users/ });
    // The list shows five users until Show More.
    await users.getByRole('button', { name: 'Show More' }).click();
    await users.getByRole('button', { name: `Actions for ${INVITEE}` }).click();
    await theirs.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = theirs.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByRole('checkbox', { name: 'I understand' }).check();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(usersHeading(theirs)).toHaveText(`Users (${before})`);

    expect(await countOf(page)).toBe(before + 1);
    await comeBackTo(page);
    await expect(usersHeading(page)).toHaveText(`Users (${before})`);
  } finally {
    await theirContext.close();
  }
});
