import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER, passwordResetLink } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { APP_ORIGIN, DEMO_APP_CONFIG, signInAt } from './session.ts';

// The mock API keeps its state for the whole run: each test acts on users no other test uses.

test('a company admin sees why they cannot delete themselves, and no delete is sent', async ({
  page,
}) => {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);

  await page.getByRole('button', { name: `Actions for ${DEMO_ADMIN.email}` }).click();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(MESSAGES.cannotDeleteSelf);
  await expect(remove).toContainText(MESSAGES.cannotDeleteSelf);

  // By keyboard: the arrow keys reach it (the seventh item of an admin's own menu, after
  // Activity) and Enter chooses it; then by pointer.
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowDown');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  // A person can still click it; Playwright would wait for an aria-disabled item to enable.
  await remove.click({ force: true });
  await expect(remove).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Long enough for a request the click would have started to show up.
  await page.waitForTimeout(1000);
  expect(deletes).toEqual([]);
});

test('a super admin opens a password reset link and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
  const linkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/password-reset-link'))
      linkRequests.push(request.url());
  });
  await signInAt(page, `/admin/users?search=${DEMO_USER.email}`, DEMO_SUPER_ADMIN.email);

  await page.getByRole('button', { name: `Actions for ${DEMO_USER.email}` }).click();
  await page.getByRole('button', { name: 'Create password reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password Reset link' });
  const field = dialog.getByRole('textbox', { name: `Password reset link for ${DEMO_USER.email}` });
  await expect(field).toHaveValue(passwordResetLink(DEMO_USER.id));
  await expect(dialog.getByText('This link is valid for 30 days.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Successfully copied link to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());
  // One request for one opening, though the app runs under StrictMode.
  expect(linkRequests).toEqual([
    `${DEMO_APP_CONFIG.api.main}/users/${encodeURIComponent(DEMO_USER.id)}/password-reset-link`,
  ]);
});

test('a super admin deletes an MFA device of a user and the list shrinks', async ({ page }) => {
  const email = 'juergen.schaefer@acme.example';
  await signInAt(page, `/admin/users?search=${email}`, DEMO_SUPER_ADMIN.email);

  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('button', { name: 'View MFA devices' }).click();
  const dialog = page.getByRole('dialog');
  const devices = dialog
    .getByRole('list', { name: `MFA devices of ${email}` })
    .getByRole('listitem');
  await expect(devices).toHaveCount(2);

  const deleteFirst = devices.first().getByRole('button', { name: /^Delete / });
  const method = ((await deleteFirst.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
  await deleteFirst.click();
  await expect(dialog).toHaveAccessibleName('Confirm Delete Device');
  await expect(
    dialog.getByText(`Are you sure you want to delete the MFA device ${method}?`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('MFA device deleted')).toBeVisible();
  await expect(dialog).toHaveAccessibleName('MFA Devices');
  await expect(devices).toHaveCount(1);

  // Reloaded from scratch, the server agrees.
  await page.reload();
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('button', { name: 'View MFA devices' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('list', { name: `MFA devices of ${email}` })
      .getByRole('listitem'),
  ).toHaveCount(1);
});
