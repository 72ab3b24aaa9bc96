import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

// After the sign-in, only keys: Tab, Shift+Tab, arrows, Enter, Space, Esc and typing. The
// checks read where focus is, as a keyboard user sees it; nothing is clicked.

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Tabs to `target` as a person would: forward through the page, then back if it was behind.
 * Fails when it cannot be reached, like a control a keyboard user could never get to.
 */
async function tabTo(page: Page, target: Locator, presses = 80) {
  await expect(target).toBeVisible();
  // Back as far again as forward went, and as far as it may have been behind.
  for (const [key, times] of [
    ['Tab', presses],
    ['Shift+Tab', 3 * presses],
  ] as const) {
    for (let press = 0; press < times; press += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
  }
  await expect(target).toBeFocused();
}

/** In an open menu, the arrow keys to `item`, then Enter. */
async function chooseInMenu(page: Page, item: Locator) {
  await expect(item).toBeVisible();
  for (let press = 0; press < 10 && !(await isFocused(item)); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Replaces a field's text from the keyboard. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an admin invites a user with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const invitee = `e2e.keyboard.${Date.now()}@acme.example`;
  const created: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/users'))
      created.push(request.postDataJSON());
  });
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  await expect(
    page
      .getByRole('region', { name: /^Users/ })
      .getByRole('heading', { name: /^Users \([\d,]+\)$/ }),
  ).toBeVisible({ timeout: 30_000 });

  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await chooseInMenu(page, page.getByRole('button', { name: 'User', exact: true }));

  const invite = page.getByRole('dialog', { name: 'Invite User' });
  // The dialog opens on its first field: typing starts at once, and no error before it.
  const email = invite.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(invite.getByText('Email Required')).toHaveCount(0);
  await page.keyboard.type(invitee);
  // Create waits for the company's scheduler signs.
  await expect(invite.getByRole('group', { name: /Scheduler Signs/ })).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Create' })).toBeEnabled();
  // The role stays the default base user, every sign preselected; Enter sends the form.
  await page.keyboard.press('Enter');

  await expect(toast(page, 'User created')).toBeVisible();
  await expect(invite).toBeHidden();
  expect(created).toEqual([expect.objectContaining({ email: invitee, role: 'user' })]);
});

test('a super admin reaches a company with Ctrl-K and edits its credits, keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = 'Megaplex Outdoor Network';
  const downloads = String(300 + (Date.now() % 500));
  await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
  await expect(page.getByRole('button', { name: 'Search companies and users' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const box = page.getByRole('dialog', { name: 'Jump To' });
  await expect(box.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('megaplex outdoor');
  await expect(box.getByRole('option', { name: new RegExp(`^${company}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible({
    timeout: 30_000,
  });
  await expect(box).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: `Actions for ${company}` }));
  await page.keyboard.press('Enter');
  await chooseInMenu(page, page.getByRole('button', { name: 'Edit Credits' }));

  const form = page.getByRole('dialog', { name: 'Edit Credits' });
  await expect(form.getByRole('spinbutton', { name: 'Content Downloads' })).toBeFocused();
  await retype(page, downloads);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('spinbutton', { name: 'Custom Requests' })).toBeFocused();
  await retype(page, '0');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Company credits updated')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.locator('dt:text-is("Content Downloads") + dd')).toHaveText(downloads);
  await expect(page.locator('dt:text-is("Custom Requests") + dd')).toHaveText('0');
});

test('a super admin searches the users, ticks two with Space and sends them invite emails, keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const invited: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/send-invite-email'))
      invited.push(new URL(request.url()).pathname);
  });
  await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });

  const heading = page.getByRole('heading', { level: 1, name: /^Users \([\d,]+\)$/ });
  const everyone = (await heading.textContent()) ?? '';
  await tabTo(page, page.getByRole('searchbox').first());
  await page.keyboard.type('Megaplex Outdoor Network');
  await expect(page).toHaveURL(/search=Megaplex/);
  // The search's answer is in: its count replaced everyone's.
  await expect(heading).not.toHaveText(everyone);
  await expect(list.getByRole('listitem').first()).toContainText('Megaplex Outdoor Network');
  // Rows the other bulk test leaves alone (it takes the first three).
  const boxes = list.getByRole('checkbox');
  for (const row of [3, 4]) {
    await tabTo(page, boxes.nth(row));
    await page.keyboard.press('Space');
    await expect(boxes.nth(row)).toBeChecked();
  }

  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText('2 users selected')).toBeVisible();
  await tabTo(page, bar.getByRole('button', { name: 'Send invite emails' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm Invite Email Send' });
  await expect(confirm.getByText('Send an invite email to 2 users?')).toBeVisible();
  // A confirmation opens on its least destructive button: one Tab on to Confirm.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');

  const run = page.getByRole('region', { name: 'Send invite emails' });
  await expect(run.getByText('Sent: 2')).toBeVisible({ timeout: 15_000 });
  expect(invited).toHaveLength(2);
});
