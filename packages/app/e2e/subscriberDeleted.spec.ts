import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

// Issue 16 item 1: deleting the company's subscriber changes the content API's account, and the
// card says so at once, the way a reload would.
test('deleting the subscriber updates the company card without a reload', async ({ page }) => {
  // A company with a content account whose users no other test deletes.
  await signInAt(page, '/admin/companies/5', DEMO_SUPER_ADMIN.email);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('');
  const company = (await title.textContent()) ?? '';
  const subscriber = page
    .locator('dt', { hasText: 'Subscriber' })
    .locator('xpath=following-sibling::dd[1]');

  await page.getByRole('button', { name: `Actions for ${company}` }).click();
  await page.getByRole('button', { name: /^Edit Subscriber/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit Subscriber' });
  const picker = form.getByRole('combobox', { name: 'Subscriber' });
  await expect(picker).toBeEnabled();
  // Someone other than the current subscriber: the last option.
  const options = picker.locator('option:not([disabled])');
  const choice = (await options.last().textContent()) ?? '';
  const email = /\(([^)]+)\)$/.exec(choice)?.[1] ?? '';
  expect(email).toContain('@');
  await picker.selectOption({ label: choice });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(subscriber).toHaveText(email);

  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await confirm.getByRole('checkbox', { name: 'I understand' }).check();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'User deleted' })).toBeVisible();

  // No reload: the card no longer names the deleted user, and shows what a reload shows.
  await expect(subscriber).toHaveText('No subscriber');
  const card = page.locator('main dl').first();
  const shown = await card.innerText();
  await page.reload();
  await expect.poll(() => card.innerText()).toBe(shown);
});
