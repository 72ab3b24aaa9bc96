import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

// Spec §4: after Cancel on the emulation banner the app goes to /admin/users, even when it is
// already there; the 'User emulation exited' toast must survive that return (no page reload).
test("cancelling an emulation on /admin/users shows 'User emulation exited' and the users again", async ({
  page,
}) => {
  await signInAt(page, `/admin/users?search=${DEMO_ADMIN.email}`, DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: `Actions for ${DEMO_ADMIN.email}` }).click();
  await page.getByRole('button', { name: 'Emulate user' }).click();
  await expect(page.getByText('User emulated')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Emulation' });
  await expect(banner).toBeVisible();

  // The emulated admin opens /admin/users, which is not theirs to see.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  await banner.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText('User emulation exited')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await expect(banner).toBeHidden();
  // Still on screen once the users page has loaded again.
  await expect(page.getByText('User emulation exited')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/users');
});
