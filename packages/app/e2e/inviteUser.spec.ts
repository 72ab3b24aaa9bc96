import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

// The mock server keeps its state for the whole run: an address no other test invites.
const INVITEE = 'e2e.two-signs@acme.example';

test('a company admin invites a base user with two scheduler signs, and those two are what the user gets', async ({
  page,
}) => {
  // Two dialogs and five calls after the sign-in: more than one simple check's time.
  test.setTimeout(90_000);
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: /^Users \([\d,]+\)$/ })).toBeVisible({
    timeout: 30_000,
  });

  // The add menu holds User and the sign entries: open it, then choose User.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'User', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(INVITEE);
  const signs = invite.getByRole('group', { name: /Scheduler Signs/ });
  // Every sign of the company comes preselected; keep exactly two.
  await expect(signs.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await signs.getByRole('button', { name: 'Deselect All' }).click();
  await signs.getByRole('checkbox', { name: /Highway 55 North/ }).check();
  await signs.getByRole('checkbox', { name: /Café Zoë Window/ }).check();
  await invite.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('User created')).toBeVisible();
  await expect(invite).toBeHidden();
  // The list shows five users until Show More; the company now has more.
  await users.getByRole('button', { name: 'Show More' }).click();
  await expect(users.getByText(INVITEE)).toBeVisible();

  await users.getByRole('button', { name: `Actions for ${INVITEE}` }).click();
  await page.getByRole('button', { name: 'Edit scheduler permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Scheduler Sign Permissions' });
  const checked = permissions.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(2);
  await expect(permissions.getByRole('checkbox', { name: /Highway 55 North/ })).toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: /Café Zoë Window/ })).toBeChecked();
});
