import { expect, test } from './fixtures.ts';
import type { Browser, Page } from '@playwright/test';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { formatCount } from '@admin-hub/domain/formatCount';
import { signInAt } from './session.ts';

// Issue 36 item 1: two admins in two browsers edit the same record; the second to save is shown
// the first one's change and chooses. The mock server keeps its state for the whole run: each
// test edits a record no other test edits (Acme's Amélie Dubois and Zoë Fairbanks, company 9's
// credits), and reads what it starts from rather than assuming it.

/** A seeded super admin beside the demo one (packages/api-mocks seedDatabase). */
const OTHER_SUPER_ADMIN = 'ingrid.overland@example.com';

const ACME_PAGE = `/admin/companies/${ACME_COMPANY_ID}`;

const usersOf = (page: Page) => page.getByRole('region', { name: /^Users/ });

/** Opens Edit user from the company page's row of `email` (after Show More: five rows show). */
async function editUser(page: Page, email: string) {
  const users = usersOf(page);
  await users.getByRole('button', { name: 'Show More' }).click();
  await users.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('button', { name: 'Edit user', exact: true }).click();
  return page.getByRole('dialog', { name: 'Edit user' });
}

/** The other admin, in a browser of their own, for the length of `work`. */
async function inAnotherBrowser(
  browser: Browser,
  path: string,
  email: string,
  work: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAt(page, path, email);
    await work(page);
  } finally {
    await context.close();
  }
}

const changedText = (label: string, value: string) =>
  `${label}: changed to "${value}" by someone else since you opened this`;

test("Edit user shows another admin's last name, and saving keeps theirs and mine", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = 'amelie.dubois@acme.example';
  await signInAt(page, ACME_PAGE, DEMO_SUPER_ADMIN.email);
  const mine = await editUser(page, email);
  const firstName = mine.getByRole('textbox', { name: 'First name' });
  await expect(firstName).not.toHaveValue('');
  const lastName = mine.getByRole('textbox', { name: 'Last name' });
  const theirLastName = `${await lastName.inputValue()}-Martin`;

  await inAnotherBrowser(browser, '/admin/my-company', DEMO_ADMIN.email, async (theirs) => {
    const form = await editUser(theirs, email);
    await form.getByRole('textbox', { name: 'Last name' }).fill(theirLastName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  });

  await firstName.fill('Amy');
  await mine.getByRole('button', { name: 'Save' }).click();
  const change = mine.getByRole('group', { name: changedText('Last name', theirLastName) });
  await expect(change).toBeVisible();
  // A field only they changed starts on theirs; the form shows what Save sends.
  await expect(change.getByRole('radio', { name: /^Take theirs/ })).toBeChecked();
  await expect(lastName).toHaveValue(theirLastName);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();

  // On the server: their last name and my first name.
  await page.reload();
  // Sorted by name, Amy is among the first five rows.
  await expect(usersOf(page).getByText(`Amy ${theirLastName}`)).toBeVisible();
});

test('Edit user saves exactly my values when I keep mine over theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = 'zoe.fairbanks@acme.example';
  await signInAt(page, ACME_PAGE, DEMO_SUPER_ADMIN.email);
  const mine = await editUser(page, email);
  const lastName = mine.getByRole('textbox', { name: 'Last name' });
  await expect(lastName).not.toHaveValue('');
  const start = await lastName.inputValue();
  const theirLastName = `${start}-Theirs`;
  const myLastName = `${start}-Mine`;

  await inAnotherBrowser(browser, '/admin/my-company', DEMO_ADMIN.email, async (theirs) => {
    const form = await editUser(theirs, email);
    await form.getByRole('textbox', { name: 'First name' }).fill('Zed');
    await form.getByRole('textbox', { name: 'Last name' }).fill(theirLastName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  });

  await mine.getByRole('textbox', { name: 'First name' }).fill('Zoey');
  await lastName.fill(myLastName);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByRole('group', { name: changedText('First name', 'Zed') })).toBeVisible();
  await expect(
    mine.getByRole('group', { name: changedText('Last name', theirLastName) }),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Keep all mine' }).click();
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();

  await page.reload();
  // Sorted by name, Zoey is past the first five rows.
  await usersOf(page).getByRole('button', { name: 'Show More' }).click();
  await expect(usersOf(page).getByText(`Zoey ${myLastName}`)).toBeVisible();
});

test("Edit Credits shows another super admin's requests, and saving keeps theirs and mine", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const companyPage = '/admin/companies/9';
  const openCredits = async (on: Page) => {
    await on
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await on.getByRole('button', { name: 'Edit Credits' }).click();
    return on.getByRole('dialog', { name: 'Edit Credits' });
  };
  const downloads = String(1000 + (Date.now() % 500));
  const requests = String(50 + (Date.now() % 40));

  await signInAt(page, companyPage, DEMO_SUPER_ADMIN.email);
  const mine = await openCredits(page);
  await inAnotherBrowser(browser, companyPage, OTHER_SUPER_ADMIN, async (theirs) => {
    const form = await openCredits(theirs);
    await form.getByRole('spinbutton', { name: 'Custom Requests' }).fill(requests);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  });

  await mine.getByRole('spinbutton', { name: 'Content Downloads' }).fill(downloads);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(
    mine.getByRole('group', { name: changedText('Custom Requests', requests) }),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();

  await page.reload();
  // The card shows counts as the one formatter writes them ('1,310').
  await expect(page.locator('dt:text-is("Content Downloads") + dd')).toHaveText(
    formatCount(Number(downloads)),
  );
  await expect(page.locator('dt:text-is("Custom Requests") + dd')).toHaveText(
    formatCount(Number(requests)),
  );
});
