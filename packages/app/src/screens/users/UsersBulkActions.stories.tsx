import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl, getDatabase } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { expectRunToast } from '../../testing/expectToast.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import {
  ACME_SUPER_ADMIN,
  findDialog,
  expectNoDialog,
  outboxOf,
  seatSuperAdminAtAcme,
} from '../../testing/rowActions.ts';
import { UsersScreen } from './UsersScreen.tsx';
import { fitsALaptop, fitsAPhone } from '@admin-hub/ui/storyVariants';

// Acme Signs' nine users, found through the search by company name.
const acme: AppStoryParameters = {
  route: '/admin/users?search=Acme%20Signs',
  path: '/admin/users',
};

const meta = {
  title: 'Screens/Users/Bulk Actions',
  component: UsersScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(acme),
  args: {},
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (email: string) =>
  [...getDatabase().users.values()].find((user) => user.email === email)!.id;

/** The list once the signed-in user is known (the boxes come with the row actions). */
async function loadedList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Users' }, { timeout: 5000 });
  await canvas.findByRole('checkbox', { name: 'Select all users on this page' });
  return { canvas, list };
}

async function select(canvasElement: HTMLElement, emails: readonly string[]) {
  const canvas = within(canvasElement);
  for (const email of emails) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select ${email}` }));
  }
}

/** The bar, once its code has arrived. */
const bar = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Selected users' }));

const panel = (canvasElement: HTMLElement, title: string | RegExp) =>
  within(canvasElement).findByRole('region', { name: title }, { timeout: 5000 });

const THREE = ['admin@acme.example', 'user@acme.example', 'priya.raman@acme.example'];

export const NothingSelected: Story = {
  parameters: {
    namedState: [
      { role: 'checkbox', name: 'Select all users on this page' },
      { role: 'region', name: 'Selected users', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(9);
    const all = canvas.getByRole('checkbox', { name: 'Select all users on this page' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.queryByRole('region', { name: 'Selected users' })).toBeNull();
  },
};

/**
 * The bar takes the list header's place: the rows do not move when the first box is ticked, and
 * the header's box, ticked from the keyboard, keeps the focus.
 */
export const AllOnThePageSelected: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select all users on this page', checked: true },
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const firstRowTop = () => list.querySelector('li')!.getBoundingClientRect().top;
    const before = firstRowTop();
    const all = canvas.getByRole('checkbox', { name: 'Select all users on this page' });
    all.focus();
    await userEvent.keyboard(' ');
    const selected = await bar(canvasElement);
    await expect(selected.getByText('9 users selected')).toBeVisible();
    await expect(all).toHaveFocus();
    await expect(all).toBeChecked();
    await expect(firstRowTop()).toBe(before);
  },
};

export const InviteEmailsToThreeUsers: Story = {
  // A flow: three chosen, the run, its panel closed; each of those is a state of its own story.
  tags: ['flow'],
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await select(canvasElement, THREE);
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all users on this page' }),
    ).toBePartiallyChecked();
    const selected = await bar(canvasElement);
    await expect(selected.getByText('3 users selected')).toBeVisible();
    // What a super admin may do with users, by name.
    await expect(
      selected
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Show selected',
      'Clear selection',
      'Send invite emails',
      'Send password reset emails',
      'Delete',
      'Export',
    ]);
    // At 1280 px the bar has room for its actions' words (issue 37: not icons alone).
    for (const words of ['Send invite', 'Send password reset', 'Delete', 'Export'])
      await expect(selected.getByText(words, { selector: '.ah-bulk-bar__label' })).toBeVisible();
    await userEvent.click(selected.getByRole('button', { name: 'Send invite emails' }));

    const dialog = await findDialog(canvasElement, 'Confirm Invite Email Send');
    await expect(dialog.getByText('Send an invite email to 3 users?')).toBeVisible();
    await expect(dialog.queryByRole('region', { name: 'Skipped users' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectNoDialog(canvasElement);

    const run = within(await panel(canvasElement, 'Send invite emails'));
    await expect(await run.findByText('Sent: 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(run.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    for (const email of THREE) await expect(outboxOf(idOf(email))).toEqual(['invite']);
    // The selection went to the run; the list is free for the next one.
    await expect(canvas.queryByRole('region', { name: 'Selected users' })).toBeNull();
    await expectRunToast(canvasElement, 'Invite email sent successfully to 3 users', 'success');
    await userEvent.click(run.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('region', { name: 'Send invite emails' })).toBeNull();
  },
};

const usersRequests = recordRequests('GET /users');

/**
 * Delete sorts the selection first: the rule refuses Sigrún (another super admin), and the
 * dialog says so with the rule's words before anything is sent. The rest go, and the list
 * refreshes once for the whole run.
 */
export const DeleteSkipsWithTheRulesMessage: Story = {
  parameters: {
    namedState: [
      { text: 'Skipped: 1 · Deleted: 2' },
      { role: 'checkbox', name: 'Select zoe.fairbanks@acme.example', gone: true },
    ],
    msw: { handlers: { scenarios: [usersRequests.handler] } },
  },
  beforeEach: () => {
    seatSuperAdminAtAcme();
    usersRequests.reset();
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await select(canvasElement, [
      ACME_SUPER_ADMIN.email,
      'zoe.fairbanks@acme.example',
      'new.hire@acme.example',
    ]);
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Delete' }));

    const dialog = await findDialog(canvasElement, 'Confirm Delete');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete 2 users? These users will be permanently deleted.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('1 user will be skipped:')).toBeVisible();
    const skipped = within(dialog.getByRole('region', { name: 'Skipped users' }));
    await expect(skipped.getByRole('listitem')).toHaveTextContent(
      `${ACME_SUPER_ADMIN.email}: ${MESSAGES.superAdminCannotDeleteSuperAdmin}`,
    );
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand' }));
    const listLoadsBefore = usersRequests.sent.length;
    await userEvent.click(confirm);

    const run = within(await panel(canvasElement, 'Delete'));
    await expect(
      await run.findByText('Skipped: 1 · Deleted: 2', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(run.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      `${ACME_SUPER_ADMIN.email}Skipped${MESSAGES.superAdminCannotDeleteSuperAdmin}`,
    );
    await expectRunToast(canvasElement, '2 users deleted', 'success');
    await waitFor(() =>
      expect(
        canvas.queryByRole('checkbox', { name: 'Select zoe.fairbanks@acme.example' }),
      ).toBeNull(),
    );
    await expect(
      canvas.getByRole('checkbox', { name: `Select ${ACME_SUPER_ADMIN.email}` }),
    ).toBeVisible();
    // One refresh of the list for the whole run, not one per deleted user.
    await expect(usersRequests.sent.length - listLoadsBefore).toBe(1);
  },
};

const PARTLY_HIDDEN = ['admin@acme.example', 'priya.raman@acme.example', 'new.hire@acme.example'];

/** Narrows the list with the search box (sent after its debounce) to `count` users. */
async function search(canvasElement: HTMLElement, text: string, count: number) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('searchbox', { name: 'Search users' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await waitFor(
    () =>
      expect(
        canvas.getByRole('heading', { level: 1, name: `Users (${formatCount(count)})` }),
      ).toBeVisible(),
    { timeout: 5000 },
  );
}

/**
 * Three users selected, then a search that shows only one of them: the bar says how many of the
 * selection the list hides, and 'Show selected' lists all three, the hidden ones marked. A
 * Deselect there hands focus to the user that takes its place.
 */
export const SelectionPartlyHiddenBySearch: Story = {
  parameters: {
    namedState: {
      role: 'button',
      name: 'Deselect Priya Raman · priya.raman@acme.example',
      focused: true,
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await select(canvasElement, PARTLY_HIDDEN);
    await search(canvasElement, 'priya.raman@acme.example', 1);
    const selected = await bar(canvasElement);
    await expect(selected.getByText('3 users selected, 2 not shown')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select priya.raman@acme.example' }),
    ).toBeChecked();

    await userEvent.click(selected.getByRole('button', { name: 'Show selected' }));
    const list = within(selected.getByRole('region', { name: 'List of selected users' }));
    const labels = () =>
      list.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    await expect(labels()).toEqual([
      'Avery Mitchell · admin@acme.example (not shown)',
      'Priya Raman · priya.raman@acme.example',
      'new.hire@acme.example (not shown)',
    ]);

    await userEvent.click(
      list.getByRole('button', { name: 'Deselect Avery Mitchell · admin@acme.example' }),
    );
    await expect(selected.getByText('2 users selected, 1 not shown')).toBeVisible();
    await expect(labels()).toEqual([
      'Priya Raman · priya.raman@acme.example',
      'new.hire@acme.example (not shown)',
    ]);
    await waitFor(() =>
      expect(
        list.getByRole('button', { name: 'Deselect Priya Raman · priya.raman@acme.example' }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Delete names the users it will remove above its 'I understand' (the first ten, then
 * 'and N more'), whether or not the list shows them now, and says which of them it does not.
 */
export const DeleteNamesTheUsers: Story = {
  parameters: { namedState: { role: 'button', name: 'Confirm', disabled: true } },
  play: async ({ canvasElement }) => {
    await loadedList(canvasElement);
    await select(canvasElement, PARTLY_HIDDEN);
    await search(canvasElement, 'priya.raman@acme.example', 1);
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Delete' }));

    const dialog = await findDialog(canvasElement, 'Confirm Delete');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete 3 users? These users will be permanently deleted. 2 of them are not shown in the list now.',
      ),
    ).toBeVisible();
    const names = dialog.getByRole('list', { name: 'Users to delete' });
    await expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Avery Mitchell · admin@acme.example (not shown)',
      'Priya Raman · priya.raman@acme.example',
      'new.hire@acme.example (not shown)',
    ]);
    await expect(dialog.queryByText(/^and \d+ more$/)).toBeNull();
    const understand = dialog.getByRole('checkbox', { name: 'I understand' });
    // The names come before the box that confirms them.
    await expect(
      names.compareDocumentPosition(understand) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(understand).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

// Priya's first reset email fails with a 500; the next try reaches the stateful mocks.
let priyaFailures = 0;
const priyaFailsOnce = http.post(
  endpointUrl('POST /users/:id/send-password-reset-email', DEFAULT_API_URLS),
  ({ params }) => {
    if (params.id !== idOf('priya.raman@acme.example') || priyaFailures > 0) return;
    priyaFailures += 1;
    return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
  },
);

/** A failing call is a failed row with its reason, not a lost run; 'Retry failed' sends it again. */
export const PartialFailureThenRetry: Story = {
  parameters: {
    namedState: [{ text: 'Sent: 3' }, { role: 'button', name: 'Retry failed', gone: true }],
    msw: { handlers: { scenarios: [priyaFailsOnce] } },
  },
  beforeEach: () => {
    priyaFailures = 0;
  },
  play: async ({ canvasElement }) => {
    await loadedList(canvasElement);
    await select(canvasElement, THREE);
    await userEvent.click(
      (await bar(canvasElement)).getByRole('button', { name: 'Send password reset emails' }),
    );
    const dialog = await findDialog(canvasElement, 'Confirm Password Reset Send');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    const run = within(await panel(canvasElement, 'Send password reset emails'));
    await expect(await run.findByText('Failed: 1 · Sent: 2', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(run.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      'priya.raman@acme.exampleFailedError sending password reset email',
    );
    await expectRunToast(
      canvasElement,
      'Error sending password reset email to 1 of 3 users',
      'error',
    );

    await userEvent.click(run.getByRole('button', { name: 'Retry failed' }));
    await expect(await run.findByText('Sent: 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(run.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    await expect(outboxOf(idOf('priya.raman@acme.example'))).toEqual(['passwordReset']);
    await expectRunToast(
      canvasElement,
      'Password reset email sent successfully to 1 user',
      'success',
    );
  },
};

// Each invite email takes a while: time to cancel with the first four in flight.
const slowInvites = http.post(
  endpointUrl('POST /users/:id/send-invite-email', DEFAULT_API_URLS),
  async () => {
    await delay(1200);
  },
);

/**
 * Cancel starts no new call; the four in flight finish. Meanwhile the page stays usable: rows
 * can be ticked for the next selection.
 */
export const CancelWhileRunning: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Delete', disabled: false },
    msw: { handlers: { scenarios: [slowInvites] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all users on this page' }));
    await userEvent.click(
      (await bar(canvasElement)).getByRole('button', { name: 'Send invite emails' }),
    );
    const dialog = await findDialog(canvasElement, 'Confirm Invite Email Send');
    await expect(dialog.getByText('Send an invite email to 9 users?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    const run = within(await panel(canvasElement, 'Send invite emails'));
    const progress = run.getByRole('progressbar', { name: 'Send invite emails: progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', '0 of 9 users done, 0 failed');
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(run.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();

    // The page stays usable while the run winds down.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select admin@acme.example' }));
    await expect((await bar(canvasElement)).getByText('1 user selected')).toBeVisible();
    await expect((await bar(canvasElement)).getByRole('button', { name: 'Delete' })).toBeDisabled();

    await expect(
      await run.findByRole('heading', { name: 'Send invite emails: cancelled' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByText('Not sent: 5 · Sent: 4')).toBeVisible();
    await expectRunToast(
      canvasElement,
      'Invite email sent successfully to 4 users; 5 not sent (cancelled)',
      'success',
    );
    await expect((await bar(canvasElement)).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

const everyone: AppStoryParameters = { route: '/admin/users', path: '/admin/users' };

/** 'Select all 1,500 users' fetches every page of the search, then selects them all. */
export const SelectAllAcrossPages: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select all users on this page', checked: true },
    app: everyone,
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all users on this page' }));
    const selected = await bar(canvasElement);
    await expect(selected.getByText('40 users selected')).toBeVisible();
    await userEvent.click(selected.getByRole('button', { name: 'Select all 1,500 users' }));
    // Every user of the list is selected; all but this page's 40 are on other pages.
    await waitFor(
      () => expect(selected.getByText('1,500 users selected, 1,460 not shown')).toBeVisible(),
      {
        timeout: 8000,
      },
    );
    await expect(canvas.queryByRole('region', { name: /^Selecting all/ })).toBeNull();
    await expect(selected.queryByRole('button', { name: /^Select all \d+ users$/ })).toBeNull();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all users on this page' }),
    ).toBeChecked();
  },
};

const downloads = recordDownloads();

/** The bar's Export saves the selected users, whatever page they were ticked on. */
export const ExportTheSelection: Story = {
  parameters: {
    namedState: [{ text: '2 users selected' }, { role: 'button', name: 'Export', disabled: false }],
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    await loadedList(canvasElement);
    await select(canvasElement, ['priya.raman@acme.example', 'admin@acme.example']);
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    await expect(downloads.files[0]!.name).toBe('selected-users-2026-01-15.csv');
    await expect(await downloads.files[0]!.text).toBe(
      '\uFEFFFirst name,Last name,Email,Role,Company,Status\r\n' +
        'Priya,Raman,priya.raman@acme.example,User,Acme Signs,Active\r\n' +
        'Avery,Mitchell,admin@acme.example,Admin,Acme Signs,Active\r\n',
    );
    await expectRunToast(canvasElement, 'Exported 2 users', 'success');
  },
};

/** Delete's confirmation with a user the rules skip, listed with the reason; left open. */
const deleteAsksFirst: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Confirm Delete' } },
  beforeEach: seatSuperAdminAtAcme,
  play: async ({ canvasElement }) => {
    await loadedList(canvasElement);
    await select(canvasElement, [ACME_SUPER_ADMIN.email, ...THREE]);
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog(canvasElement, 'Confirm Delete');
    await expect(dialog.getByRole('region', { name: 'Skipped users' })).toBeVisible();
  },
};

// Issue 37: the bulk confirmation fits a laptop's window and a phone's screen (ui's
// storyVariants/dialogFit.ts).
export const DeleteConfirmationFitsALaptop: Story = fitsALaptop(deleteAsksFirst);
export const DeleteConfirmationFitsAPhone: Story = fitsAPhone(deleteAsksFirst);
