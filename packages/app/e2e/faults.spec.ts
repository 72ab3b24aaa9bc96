import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { TOAST } from '@admin-hub/domain/constants';
import { expect, test } from './fixtures.ts';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

/*
 * The fault matrix's real-browser cases (issue 9): the demo server's own fault switches, a
 * person's flow through the production build, and what they see. The rest of the 28 × 4 cases
 * run at the store and story level, where they are cheap.
 */

/** The mock server's control route lives beside each API's base path, on the same port. */
const FAULTS_URL = new URL('/__faults', DEMO_APP_CONFIG.api.main).href;

type Fault = 'serverError' | 'networkError' | 'forbidden';

async function switchFault(request: APIRequestContext, endpoint: string, fault: Fault) {
  const response = await request.post(FAULTS_URL, { data: { endpoint, fault } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function clearFaults(request: APIRequestContext) {
  expect((await request.delete(FAULTS_URL)).ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

// A toast, not the dialog's own line that says the same words (an alert too).
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

test('a failed save keeps Edit user open with what was typed, and the same Save works once the server is back', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: /^Users \([\d,]+\)$/ })).toBeVisible({
    timeout: 30_000,
  });
  await switchFault(request, 'PUT /users/{id}', 'serverError');

  await users.getByRole('button', { name: 'Actions for user@acme.example' }).click();
  await page.getByRole('button', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  const lastName = dialog.getByRole('textbox', { name: 'Last name' });
  await lastName.fill('Lee-Faulted');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Error updating user')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Error updating user');
  await expect(lastName).toHaveValue('Lee-Faulted');
  // The page behind stays usable: the MFA switch still answers (it is not the failing call).
  await expect(page.getByRole('switch', { name: 'MFA Enabled' })).toBeEnabled();

  await clearFaults(request);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'User updated')).toBeVisible();
  await expect(users.getByText('Lee-Faulted')).toBeVisible();
});

test('a dropped connection on Edit Credits keeps the figures typed; a 403 on a list says so and the rest of the page works', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/admin/companies/1', DEMO_SUPER_ADMIN.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible({
    timeout: 30_000,
  });
  await switchFault(request, 'content:PUT /company/:id/credits', 'networkError');

  await page.getByRole('button', { name: 'Actions for Acme Signs' }).click();
  await page.getByRole('button', { name: 'Edit Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Credits' });
  const downloads = dialog.getByRole('spinbutton', { name: 'Content Downloads' });
  await downloads.fill('4321');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error updating company credits')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeVisible();
  await expect(downloads).toHaveValue('4321');
  // The figures typed are still unsaved: Cancel asks before dropping them.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A read refused with 403 is not retried: its toast comes at once, and navigation still works.
  await switchFault(request, 'GET /companies', 'forbidden');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expect(toast(page, 'Error loading companies')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Users \([\d,]+\)$/ })).toBeVisible();
});

test('a failed save in Edit user says so inside the dialog, and still does once the toast has gone', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: /^Users \([\d,]+\)$/ })).toBeVisible({
    timeout: 30_000,
  });
  await switchFault(request, 'PUT /users/{id}', 'serverError');

  await users.getByRole('button', { name: 'Actions for user@acme.example' }).click();
  await page.getByRole('button', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  const firstName = dialog.getByRole('textbox', { name: 'First name' });
  const lastName = dialog.getByRole('textbox', { name: 'Last name' });
  await firstName.fill('Jordana');
  await lastName.fill('Lee-Faulted');
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.click();

  // The lasting sign, beside Save (the toast and it come from the same failed call).
  const failure = dialog.getByRole('alert');
  await expect(failure).toHaveText('Error updating user', { timeout: 15_000 });
  await expect(failure).toBeInViewport();
  // Its toast came with it, and closes after its 2 s; the dialog keeps saying it, with
  // everything typed.
  const errorToast = toast(page, 'Error updating user');
  await expect(errorToast).toBeVisible();
  await expect(errorToast).toBeHidden({ timeout: TOAST.autoCloseMs + 5_000 });
  await expect(failure).toHaveText('Error updating user');
  await expect(failure).toBeVisible();
  await expect(firstName).toHaveValue('Jordana');
  await expect(lastName).toHaveValue('Lee-Faulted');
  await expect(save).toBeFocused();

  // An edit clears it: it was about the values that failed.
  await lastName.fill('Lee-Faulted2');
  await expect(failure).toHaveCount(0);
});

/*
 * A read that fails is tried again (spec §9: three retries, 1 + 2 + 4 s apart). The page says so
 * as soon as the first attempt has failed, where the data will be and under the page's header,
 * and once the last has failed it keeps that header and offers Retry (issue 35, item 7).
 */
const RETRYING_WITHIN_MS = 1000;
// Four attempts and 7 s of backoff, on a shared machine.
const FINAL_FAILURE_MS = 20_000;

test('with GET /users failing, the users page says at once that it tries again, then offers Retry under its header', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
  await switchFault(request, 'GET /users', 'serverError');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText('Loading users failed; trying again (attempt 2 of 4)')).toBeVisible({
    timeout: RETRYING_WITHIN_MS,
  });
  const heading = page.getByRole('heading', { level: 1, name: 'Users' });
  await expect(heading).toBeVisible();

  const failure = page.getByRole('alert').filter({ hasText: 'The users could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: FINAL_FAILURE_MS });
  await expect(page.getByText(/trying again/)).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The server is back: Retry loads the list in place.
  await clearFaults(request);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await expect(heading).toHaveText(/^Users \([\d,]+\)$/);
});

test('with GET /users failing, a company page says at once that its users are tried again, and keeps its title and trail', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/admin/companies', DEMO_SUPER_ADMIN.email);
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('link', { name: 'Acme Signs' })).toBeVisible({
    timeout: 30_000,
  });
  await switchFault(request, 'GET /users', 'serverError');

  await companies.getByRole('link', { name: 'Acme Signs' }).click();
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByText('Loading users failed; trying again (attempt 2 of 4)')).toBeVisible({
    timeout: RETRYING_WITHIN_MS,
  });
  const heading = page.getByRole('heading', { level: 1, name: 'Acme Signs' });
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(heading).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Companies' })).toBeVisible();

  const failure = users.getByRole('alert').filter({ hasText: 'The users could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: FINAL_FAILURE_MS });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Companies' })).toBeVisible();
  // The rest of the page does not depend on the users.
  await expect(page.getByRole('heading', { name: 'Scheduler Signs (6)' })).toBeVisible();
});

test('with the company itself failing, its page keeps its trail and a title while it tries again and after', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAt(page, '/admin/companies', DEMO_SUPER_ADMIN.email);
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('link', { name: 'Acme Signs' })).toBeVisible({
    timeout: 30_000,
  });
  await switchFault(request, 'GET /companies/{id}', 'serverError');

  await companies.getByRole('link', { name: 'Acme Signs' }).click();
  await expect(page.getByText('Loading company failed; trying again (attempt 2 of 4)')).toBeVisible(
    {
      timeout: RETRYING_WITHIN_MS,
    },
  );
  const heading = page.getByRole('heading', { level: 1, name: 'Company' });
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(heading).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Companies' })).toBeVisible();

  const failure = page.getByRole('alert').filter({ hasText: 'The company could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: FINAL_FAILURE_MS });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Companies' })).toBeVisible();
});
