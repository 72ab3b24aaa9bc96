import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

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
  const heading = page.getByRole('heading', { level: 1, name: /^Users \(\d+\)$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')![1]);

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
  await expect(toast(page, `Exported ${total} users`)).toBeVisible();
});
