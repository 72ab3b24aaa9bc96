import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { APP_ORIGIN, signInAt } from './session.ts';

// Issue 16 item 5: the browser's Back with a changed form open asks first, like Cancel and Esc.
test("Back with a changed form asks 'Discard changes?'; Keep editing keeps it, Discard goes back", async ({
  page,
}) => {
  await signInAt(page, '/admin/companies', DEMO_SUPER_ADMIN.email);
  // Into the company page by a link, so that Back stays inside the app (popstate, not a load).
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Acme Signs');
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('link')).toHaveCount(1);
  await companies.getByRole('link').click();
  await page.waitForURL(`${APP_ORIGIN}/admin/companies/1`);
  await page.getByRole('button', { name: 'Actions for Acme Signs' }).click();
  await page.getByRole('button', { name: /^Edit company/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit company' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Acme Signs');
  await name.fill('Acme Signs East');

  await page.evaluate(() => window.history.back());
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toContainText('Your changes to this form will be lost.');
  await expect.poll(() => page.url()).toBe(`${APP_ORIGIN}/admin/companies/1`);

  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toHaveValue('Acme Signs East');
  await expect.poll(() => page.url()).toBe(`${APP_ORIGIN}/admin/companies/1`);

  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL(/\/admin\/companies(\?.*)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^Companies/ })).toBeVisible();
});

test("Forward with a changed form asks 'Discard changes?' too; Discard goes forward", async ({
  page,
}) => {
  await signInAt(page, '/admin/companies', DEMO_SUPER_ADMIN.email);
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Acme Signs');
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('link')).toHaveCount(1);
  await companies.getByRole('link').click();
  await page.waitForURL(`${APP_ORIGIN}/admin/companies/1`);
  // Back to the list, so that Forward has the company's page to go to.
  await page.evaluate(() => window.history.back());
  await page.waitForURL(/\/admin\/companies(\?.*)?$/);
  const list = page.url();

  await page.getByRole('button', { name: 'Create New Company' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Company' });
  const name = form.getByRole('textbox', { name: 'Company Name' });
  await name.fill('Forward Signs');

  await page.evaluate(() => window.history.forward());
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toContainText('Your changes to this form will be lost.');
  await expect.poll(() => page.url()).toBe(list);

  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toHaveValue('Forward Signs');
  await expect.poll(() => page.url()).toBe(list);

  await page.evaluate(() => window.history.forward());
  await question.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL(`${APP_ORIGIN}/admin/companies/1`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
});
