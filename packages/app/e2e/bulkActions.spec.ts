import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

// The mock API keeps its state for the whole run: each test acts on users no other test uses.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a super admin sends invite emails to three users in one run, with one toast', async ({
  page,
}) => {
  const invites: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/send-invite-email'))
      invites.push(response.status());
  });
  await signInAt(page, '/admin/users?search=Megaplex%20Outdoor%20Network', DEMO_SUPER_ADMIN.email);
  const boxes = page.getByRole('list', { name: 'Users' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
  for (let row = 0; row < 3; row += 1) await boxes.nth(row).check();

  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText('3 users selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Send invite emails' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Invite Email Send' });
  await expect(dialog.getByText('Send an invite email to 3 users?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const run = page.getByRole('region', { name: 'Send invite emails' });
  await expect(run.getByText('Sent: 3')).toBeVisible({ timeout: 15_000 });
  await expect(run.getByRole('row')).toHaveCount(4);
  await expect(toast(page, 'Invite email sent successfully to 3 users')).toBeVisible();
  // One toast for the run: none per user.
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect(invites).toEqual([204, 204, 204]);
});

test('an export of the users list holds every user of its total and neutralises a formula', async ({
  page,
}) => {
  test.slow();
  const email = 'priya.raman@acme.example';
  const formula = '=HYPERLINK("http://evil.example","Priya")';
  await signInAt(page, `/admin/users?search=${email}`, DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: `Actions for ${email}` }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit user' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('textbox', { name: 'First name' }).fill(formula);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User updated')).toBeVisible();

  await page.goto('/admin/users');
  const heading = page.getByRole('heading', { level: 1, name: /^Users \([\d,]+\)$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const total = Number(
    /\(([\d,]+)\)/.exec((await heading.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
  );

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // UTF-8 with a byte-order mark, so spreadsheet programs read the accents.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
  expect(records[0]).toBe('First name,Last name,Email,Role,Company,Status');
  expect(records).toHaveLength(1 + total);
  expect(records).toContain(
    `"'=HYPERLINK(""http://evil.example"",""Priya"")",Raman,${email},User,Acme Signs,Active`,
  );
  await expect(toast(page, `Exported ${total.toLocaleString('en-US')} users`)).toBeVisible();
});

/** The mock server's control routes, beside the main API's base path on its port. */
const FAULTS_URL = new URL('/__faults', DEMO_APP_CONFIG.api.main).href;
const OUTBOX_URL = new URL('/__outbox', DEMO_APP_CONFIG.api.main).href;

/** How many invite emails each address has received so far. */
async function invitesSent(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(OUTBOX_URL);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { invite: Record<string, number> }).invite;
}

// A company of 19 users that no other test sends to (Cormier Inc).
const MANY_USERS_COMPANY_ID = 73;

test('a send cancelled part-way, then sent to the rest: every user got exactly one invite email', async ({
  page,
  request,
}) => {
  test.slow();
  const before = await invitesSent(request);
  await signInAt(page, `/admin/companies/${MANY_USERS_COMPANY_ID}`, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  const heading = users.getByRole('heading', { name: /^Users \([\d,]+\)$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const total = Number(
    /\(([\d,]+)\)/.exec((await heading.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
  );
  expect(total).toBeGreaterThan(8);

  // Each invite takes 1.5 s, four at a time: time to cancel part-way.
  const slow = await request.post(FAULTS_URL, {
    data: { endpoint: 'POST /users/:id/send-invite-email', fault: 'slow', delayMs: 1500 },
  });
  expect(slow.ok(), await slow.text()).toBe(true);
  try {
    await users.getByRole('checkbox', { name: 'Select all users' }).check();
    const bar = users.getByRole('region', { name: 'Selected users' });
    await expect(bar.getByText(`${total.toLocaleString('en-US')} users selected`)).toBeVisible();
    await bar.getByRole('button', { name: 'Send invite emails' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Invite Email Send' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const run = users.getByRole('region', { name: 'Send invite emails' });
    await expect(run.getByText(/^[1-9]\d* of \d+ users done$/)).toBeVisible({ timeout: 15_000 });
    await run.getByRole('button', { name: 'Cancel' }).click();
    await expect(run.getByRole('heading', { name: 'Send invite emails: cancelled' })).toBeVisible({
      timeout: 15_000,
    });
    const counts = /^Not sent: (\d+) · Sent: (\d+)$/.exec(
      (await run.getByText(/^Not sent: \d+ · Sent: \d+$/).textContent()) ?? '',
    );
    const [notSent, sent] = [Number(counts![1]), Number(counts![2])];
    expect(sent).toBeGreaterThan(0);
    expect(notSent + sent).toBe(total);

    await request.delete(FAULTS_URL);
    await run.getByRole('button', { name: `Send to the ${notSent} not sent` }).click();
    await expect(run.getByText(`Sent: ${total}`)).toBeVisible({ timeout: 15_000 });
    await expect(run.getByRole('button', { name: /not sent$/ })).toHaveCount(0);

    const emails = await run.getByRole('row').locator('td:first-child').allTextContents();
    expect(emails).toHaveLength(total);
    const after = await invitesSent(request);
    const received = Object.fromEntries(
      emails.map((email) => [email, (after[email] ?? 0) - (before[email] ?? 0)]),
    );
    expect(received).toEqual(Object.fromEntries(emails.map((email) => [email, 1])));
  } finally {
    await request.delete(FAULTS_URL);
  }
});
