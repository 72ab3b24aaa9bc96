import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

// After the sign-in, only keys: Tab, Shift+Tab, arrows, Enter, Space, Esc and typing. The
// checks read where focus is, as a keyboard user sees it; nothing is clicked.

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** True when `target` comes before the focused element in the page (nothing focused: false). */
const isBehindFocus = (target: Locator) =>
  target.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    return (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });

/**
 * Tabs to `target` as a person would: towards where it is on the page (Shift+Tab when it is
 * above the focus), then the other way if it was not there. Fails when it cannot be reached,
 * like a control a keyboard user could never get to.
 */
async function tabTo(page: Page, target: Locator, presses = 80) {
  await expect(target).toBeVisible();
  // Tabbing forward first to a control above cost 80 presses there and 80 back, each with a
  // look at the focus (the users search test took 27 s, 12 s going the right way). The page's
  // tab order is its document order (no positive tabindex), so the direction is known; were it
  // wrong, the second leg goes the other way as far again, and as far as the first overshot.
  const towards = (await isBehindFocus(target))
    ? (['Shift+Tab', 'Tab'] as const)
    : (['Tab', 'Shift+Tab'] as const);
  for (const [key, times] of [
    [towards[0], presses],
    [towards[1], 3 * presses],
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

/** The mock server's fault switches (docs/demo.md), beside the main API. */
const FAULTS_URL = new URL('/__faults', DEMO_APP_CONFIG.api.main).href;

async function switchFault(
  request: APIRequestContext,
  data: { endpoint: string; fault: 'serverError' | 'slow'; delayMs?: number },
) {
  const response = await request.post(FAULTS_URL, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Where focus is, as a keyboard user would be told: its role and name, or the bare element. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page (<body>)';
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? ''}`;
  });

/** After an action, focus is on the page's content, never back on <body>. */
async function expectFocusInMain(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !!active.closest('main');
      }),
    )
    .toBe(true);
}

// 'Gulgowski Inc' (53): 13 users, 3 of them invited; no other test touches it.
const DAY_COMPANY_PATH = '/admin/companies/53';

test("a super admin's day by keyboard alone: filter Invited and resend, invite a list, a failed save, a bulk delete cancelled and continued, a Ctrl-K jump; focus never falls to the page", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const newcomers = Array.from({ length: 6 }, (_, n) => `e2e.day-${stamp}-${n}@day.example`);
  await signInAt(page, DAY_COMPANY_PATH, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: /^Users \([\d,]+\)$/ })).toBeVisible({
    timeout: 30_000,
  });
  const list = users.getByRole('list', { name: 'Users' });

  try {
    // 1. Filter Invited: the Status chips are one radio group; an arrow moves and chooses.
    const status = users.getByRole('radiogroup', { name: 'Status' });
    await tabTo(page, status.getByRole('radio', { name: /^All/ }));
    const invitedChip = status.getByRole('radio', { name: /^Invited/ });
    for (let press = 0; press < 5 && !(await invitedChip.isChecked()); press += 1)
      await page.keyboard.press('ArrowRight');
    await expect(invitedChip).toBeChecked();
    await expect(invitedChip).toBeFocused();
    await expect(page).toHaveURL(/status=invited/);

    // ... and resend one invitation from its row's menu: focus comes back to that menu's button.
    const firstActions = list.getByRole('button', { name: /^Actions for / }).first();
    const invitee = ((await firstActions.getAttribute('aria-label')) ?? '').replace(
      /^Actions for /,
      '',
    );
    await tabTo(page, firstActions);
    await page.keyboard.press('Enter');
    await chooseInMenu(page, page.getByRole('button', { name: 'Send invite email' }));
    const resend = page.getByRole('dialog', { name: 'Confirm Invite Email Send' });
    await expect(resend.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(resend.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(resend).toBeHidden({ timeout: 15_000 });
    await expect(list.getByRole('button', { name: `Actions for ${invitee}` })).toBeFocused();

    // 2. Invite a list (Add › Users from a list): the run's panel takes the sent form's place
    // and its focus; Close hands focus to the place the panel leaves.
    await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await chooseInMenu(page, page.getByRole('button', { name: 'Users from a list' }));
    const inviteForm = page.getByRole('dialog', { name: 'Invite Users' });
    await expect(inviteForm.getByRole('textbox', { name: 'Email addresses' })).toBeFocused();
    await page.keyboard.type(newcomers.join('\n'));
    await expect(inviteForm.getByText(`${newcomers.length} users ready`)).toBeVisible({
      timeout: 15_000,
    });
    const send = inviteForm.getByRole('button', { name: `Invite ${newcomers.length} users` });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const inviteRun = page.getByRole('region', { name: /^Invite Users/ });
    // The panel, or, once the run has ended, its first button (useFocusKept moves it on).
    await expect
      .poll(() => inviteRun.evaluate((panel) => panel.contains(document.activeElement)))
      .toBe(true);
    await expect(inviteRun.getByText(`Created: ${newcomers.length}`)).toBeVisible({
      timeout: 20_000,
    });
    await tabTo(page, inviteRun.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(inviteRun).toBeHidden();
    await expectFocusInMain(page);

    // 3. A failed save: Edit user on a newcomer; the server fails, the dialog keeps what was
    // typed and the focus where Enter sent it; the same Enter works once the server is back.
    const edited = newcomers[0]!;
    // By its row: once named, the row's controls are named after the person, not the address.
    const editedActions = list
      .getByRole('listitem')
      .filter({ hasText: edited })
      .getByRole('button', { name: /^Actions for / });
    await tabTo(page, editedActions);
    await page.keyboard.press('Enter');
    await chooseInMenu(page, page.getByRole('button', { name: 'Edit user' }));
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    const firstName = edit.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeFocused();
    await switchFault(request, { endpoint: 'PUT /users/:id', fault: 'serverError' });
    // A first name alone: the newcomer stays Invited, so the row stays under the filter.
    await retype(page, 'Kay');
    await page.keyboard.press('Enter');
    await expect(edit.getByRole('alert')).toHaveText('Error updating user', { timeout: 15_000 });
    await expect(firstName).toHaveValue('Kay');
    // Enter was pressed in the field: focus stays there, and Enter again sends the same form.
    await expect(firstName).toBeFocused();
    await request.delete(FAULTS_URL);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'User updated')).toBeVisible({ timeout: 15_000 });
    await expect(edit).toBeHidden();
    // Back on the row's menu button, or, where the name moved the row out of the rows shown
    // (sorted by name, behind 'Show More'), on the page's heading: never on the page itself.
    await expectFocusInMain(page);

    // 4. A bulk delete of every invited user, cancelled part-way, then continued: focus goes to the
    // run's panel on Confirm, stays in it through Cancel, lands on the offer of the rest, then
    // on Close, and Close leaves it in the list.
    // Every invited user of the company: the seeded ones and the newcomers.
    // The filter says how many it shows: '9 of 19 users match'.
    const invitedCount = Number(
      /^(\d+) of/.exec(
        (await users.getByText(/^\d+ of \d+ users match$/).textContent()) ?? '',
      )?.[1],
    );
    expect(invitedCount).toBeGreaterThan(newcomers.length);
    const everyone = users.getByRole('checkbox', { name: 'Select all users' });
    await tabTo(page, everyone);
    await page.keyboard.press('Space');
    await expect(everyone).toBeChecked();
    const bar = users.getByRole('region', { name: 'Selected users' });
    await expect(bar.getByText(`${invitedCount} users selected`)).toBeVisible();
    await tabTo(page, bar.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // The stronger confirmation: 'I understand' first, then Confirm.
    const understood = confirm.getByRole('checkbox', { name: 'I understand' });
    await tabTo(page, understood);
    await page.keyboard.press('Space');
    await expect(understood).toBeChecked();
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
    // Each delete takes 1.5 s, four at a time: Cancel comes before the last two start.
    await switchFault(request, { endpoint: 'DELETE /users/:id', fault: 'slow', delayMs: 1500 });
    await page.keyboard.press('Enter');
    const deleteRun = users.getByRole('region', { name: /^Delete/ });
    await expect(deleteRun).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(deleteRun.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    const rest = deleteRun.getByRole('button', { name: /^Delete the \d+ not deleted$/ });
    await expect(rest).toBeVisible({ timeout: 15_000 });
    await expect(rest).toBeFocused();
    await request.delete(FAULTS_URL);
    await page.keyboard.press('Enter');
    await expect(deleteRun.getByText(`Deleted: ${invitedCount}`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(deleteRun.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteRun).toBeHidden();
    await expectFocusInMain(page);
    for (const email of newcomers)
      await expect(list.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

    // 5. A Ctrl-K jump to another company: focus lands on the new page's heading.
    await page.keyboard.press('Control+K');
    const box = page.getByRole('dialog', { name: 'Jump To' });
    await expect(box.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('megaplex outdoor');
    await expect(box.getByRole('option', { name: /^Megaplex Outdoor Network/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    const title = page.getByRole('heading', { level: 1, name: 'Megaplex Outdoor Network' });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(box).toBeHidden();
    await expect(title, `focus is on ${await focusedElement(page)}`).toBeFocused();
  } finally {
    await request.delete(FAULTS_URL);
  }
});
