import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPER_ADMIN, DEMO_USER, getDatabase, scenario } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { expectListSettled } from '../../testing/expectListSettled.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { failsThenHolds } from '../../testing/failsThenHolds.ts';
import { pageNeverAnswers } from '../../testing/pageNeverAnswers.ts';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import {
  copyPasswordResetLink,
  deleteMfaDevice,
  deleteUser,
  deleteUserRefused,
  passwordResetLinkFailsOnce,
  sendEmail,
} from '../../testing/rowActionFlows.ts';
import {
  chooseRowAction,
  clipboardRefusals,
  clipboardWrites,
  expectNoDialog,
  findDialog,
  failingOnce,
  menuLabels,
  openRowMenu,
  refusedWith,
  stubClipboard,
} from '../../testing/rowActions.ts';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { UsersScreen } from './UsersScreen.tsx';
import { inDark, onAPhone } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { usersScreenGuide } from './UsersScreen.guide.ts';

const app = (overrides: AppStoryParameters = {}): AppStoryParameters => ({
  route: '/admin/users',
  path: '/admin/users',
  ...overrides,
});

// The seeded database holds 1500 users; 215 of them work for 'Megaplex Outdoor Network'.
const meta = {
  title: 'Screens/Users',
  component: UsersScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame(app()),
    docs: screenDocs(usersScreenGuide),
  },
  args: {},
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Users' }, { timeout: 5000 });

// One instance per story: its handlers and beforeEach go together.
const usersRetrying = failsThenHolds('GET /users');
export const Loaded: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort users: Name A-Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await usersList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (1,500)' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute(
      'placeholder',
      'Search all Users by name, email, or company name',
    );
    await expect(canvas.getByRole('button', { name: 'Sort users: Name A-Z' })).toBeVisible();
    // One pager above the list and one below it.
    await expect(canvas.getAllByText('1–40 / 1,500')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (0)' },
      { role: 'navigation', name: /Pages of users/, gone: true },
    ],
    msw: { handlers: { scenarios: [scenario('GET /users', 'empty')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Users Found')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (0)' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /Pages of users/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    namedState: { role: 'searchbox', name: 'Search users', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /users', 'loading')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users');
    // The search stays usable while the first page is on its way.
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeEnabled();
  },
};

/**
 * The first attempt failed and the next is on its way (spec §9's retries): the list says so at
 * once, in place of its rows' shape, under the page's header.
 */
export const Retrying: Story = {
  ...usersRetrying,
  parameters: {
    ...usersRetrying.parameters,
    namedState: [
      { role: 'searchbox', name: 'Search users', disabled: false },
      { role: 'button', name: 'Retry', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retrying = await canvas.findByText(
      'Loading users failed; trying again (attempt 2 of 4)',
      {},
      { timeout: 5000 },
    );
    await expect(retrying).toBeVisible();
    await expect(retrying.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Retry', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /users', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Reads are retried with backoff before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading users', 12_000);
    // Only the list failed: the page keeps its header, search and sort.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    await expect(canvas.queryByText(/trying again/)).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeEnabled();
    // Retry asks again: the page loads, and (the server still failing) says so once more.
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users');
    await expectToast(canvasElement, 'Error loading users', 12_000);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const SearchNarrowsAndResetsPage: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Users (215)' },
    app: app({ route: '/admin/users?page=2' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    await expect(canvas.getAllByText('41–80 / 1,500')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'Megaplex');
    // After the 500 ms pause the list holds only that company's users, from page 1 again.
    await waitFor(() => expect(canvas.getAllByText('1–40 / 215')).toHaveLength(2), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (215)' })).toBeVisible();
    const list = await usersList(canvasElement);
    await expect(
      within(list).getAllByRole('link', { name: 'Megaplex Outdoor Network' }),
    ).toHaveLength(40);
  },
};

export const SortByEmailDescending: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort users: Email Z-A' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort users: Name A-Z' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Email Z-A' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sort users: Email Z-A' })).toBeVisible(),
    );
    await waitFor(async () => {
      const rows = within(await usersList(canvasElement)).getAllByRole('listitem');
      // Each row names its user's email (as the name too while invited): the first match is it.
      const emails = rows.map((row) => within(row).getAllByText(/@/)[0]?.textContent ?? '');
      const descending = [...emails].sort((a, b) =>
        b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }),
      );
      await expect(emails).toEqual(descending);
    });
  },
};

export const NextPage: Story = {
  parameters: { namedState: { text: '41–80 / 1,500' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    const [upperPager] = canvas.getAllByRole('navigation', { name: /Pages of users/ });
    await userEvent.click(within(upperPager!).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getAllByText('41–80 / 1,500')).toHaveLength(2));
    await expectListSettled(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Previous page' })[0]).toBeEnabled();
  },
};

/**
 * Next asked for page 2, whose answer is still on its way (issue 23 item 5): page 1's rows stay at
 * full contrast, marked busy, and both pagers keep their range, '1–40', saying page 2 is coming.
 */
export const NextPageLoading: Story = {
  parameters: {
    namedState: { text: '1–40 / 1,500' },
    msw: { handlers: { scenarios: [pageNeverAnswers('GET /users', 2)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await usersList(canvasElement);
    const firstRow = within(list).getAllByRole('listitem')[0]!.textContent;
    const pagers = canvas.getAllByRole('navigation', { name: /Pages of users/ });
    await userEvent.click(within(pagers[0]!).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(list.closest('[aria-busy="true"]')).not.toBeNull());
    for (const pager of pagers) {
      await expect(pager).toHaveAttribute('aria-busy', 'true');
      await expect(within(pager).getByText('1–40 / 1,500')).toBeVisible();
      await expect(pager.querySelector('[aria-live="polite"]')).toHaveTextContent(
        '1–40 / 1,500, loading page 2',
      );
    }
    await expect(canvas.queryByText(/^41–80/)).toBeNull();
    // The rows on screen are still page 1's, not dimmed: half opacity fails AA contrast.
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(firstRow ?? '');
    const rows = list.closest<HTMLElement>('[aria-busy="true"]')!;
    await expect(getComputedStyle(rows).opacity).toBe('1');
  },
};

export const CompanyLinkOpensCompany: Story = {
  tags: ['flow'],
  parameters: {
    app: app({ route: '/admin/users?search=admin@acme.example' }),
    focusOnBody:
      "No shell in this story (no parameters.layout): in the app, the shell (usePageFocusKept) lands focus on the new page's heading; see AppShell FocusLandsOnTheNewPagesHeading and the e2e keyboard day",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await usersList(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: 'Acme Signs' }));
    await expect(await canvas.findByText('Navigated to /admin/companies/1')).toBeVisible();
  },
};

export const EmulateUser: Story = {
  tags: ['flow'],
  parameters: {
    app: app({ route: '/admin/users?search=user@acme.example' }),
    focusOnBody:
      "No shell in this story (no parameters.layout): in the app, the shell (usePageFocusKept) lands focus on the new page's heading; see AppShell FocusLandsOnTheNewPagesHeading and the e2e keyboard day",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    // Row actions follow the signed-in user's role, known once the current user has loaded.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for user@acme.example' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Emulate user' }));
    // Emulating goes home (spec §4); the toast comes from the notifications listener.
    await expect(await canvas.findByText('Navigated to /home')).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('User emulated');
    // The list must not be fetched again as the emulated user (who may not list users).
    await expect(body.queryByText('Error loading users')).toBeNull();
    await expectToast(canvasElement, 'User emulated');
    await expect(body.queryByText('Error loading users')).toBeNull();
  },
};

// Row actions, as the super admin (the only role with this page): each run end to end and each
// failing on its endpoint, with the page still usable afterwards.

const ZOE = { id: 'auth0|acme-staff-2', email: 'zoe.fairbanks@acme.example' };
const searchFor = (text: string) =>
  app({ route: `/admin/users?search=${encodeURIComponent(text)}` });
const failing = (...handlers: HttpHandler[]) => ({ msw: { handlers: { scenarios: handlers } } });

/** The page answers after a failure: the search narrows the list again. */
const expectPageUsable = async (canvasElement: HTMLElement, search: string, count: number) => {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('searchbox', { name: 'Search users' });
  await userEvent.clear(box);
  await userEvent.type(box, search);
  await waitFor(
    () =>
      expect(
        canvas.getByRole('heading', { level: 1, name: `Users (${formatCount(count)})` }),
      ).toBeVisible(),
    { timeout: 5000 },
  );
};

export const RowMenuOfSuperAdmin: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', expanded: true },
      { role: 'button', name: 'Emulate user' },
      { role: 'button', name: 'Create password reset link' },
    ],
    app: searchFor('user@acme.example'),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    const menu = await openRowMenu(canvasElement, DEMO_USER.email);
    await expect(menuLabels(menu)).toEqual([
      'Edit user',
      'Emulate user',
      'Edit scheduler permissions',
      'View MFA devices',
      'Create password reset link',
      'Activity',
      'Send invite email',
      'Send password reset email',
      'Delete',
    ]);
  },
};

export const DeleteUser: Story = {
  parameters: { namedState: { role: 'heading', name: 'Users (0)' }, app: searchFor(ZOE.email) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (1)' })).toBeVisible();
    await deleteUser(canvasElement, ZOE);
    // The list asks the server again: the user is gone from it.
    await expect(await canvas.findByText('No Users Found')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (0)' })).toBeVisible();
    await expect(getDatabase().users.has(ZOE.id)).toBe(false);
  },
};

export const DeleteUserFails: Story = {
  parameters: {
    namedState: { text: 'zoe.fairbanks@acme.example' },
    app: searchFor(ZOE.email),
    ...failing(scenario('DELETE /users/:id', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await deleteUserRefused(canvasElement, ZOE);
    await expect(within(await usersList(canvasElement)).getByText(ZOE.email)).toBeVisible();
    await expect(getDatabase().users.has(ZOE.id)).toBe(true);
    await expectPageUsable(canvasElement, 'acme.example', 9);
  },
};

export const DeleteRefusedByServer: Story = {
  parameters: {
    namedState: { text: 'zoe.fairbanks@acme.example' },
    app: searchFor(ZOE.email),
    // The server's own rule answer, e.g. after Zoë became a super admin elsewhere meanwhile.
    ...failing(refusedWith('DELETE /users/:id', MESSAGES.superAdminCannotDeleteSuperAdmin)),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await deleteUserRefused(canvasElement, ZOE, MESSAGES.superAdminCannotDeleteSuperAdmin);
    await expect(within(await usersList(canvasElement)).getByText(ZOE.email)).toBeVisible();
  },
};

export const UnavailableDeletes: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete' }, app: searchFor('@example.com') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await usersList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (2)' })).toBeVisible();

    // Yourself: shown, with the rule's words, and choosing it does nothing.
    let menu = await openRowMenu(canvasElement, DEMO_SUPER_ADMIN.email);
    let remove = within(menu).getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(MESSAGES.cannotDeleteSelf);
    await userEvent.click(remove);
    await expectNoDialog(canvasElement);
    await userEvent.keyboard('{Escape}');

    // Another super admin.
    menu = await openRowMenu(canvasElement, 'ingrid.overland@example.com');
    remove = within(menu).getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAccessibleDescription(MESSAGES.superAdminCannotDeleteSuperAdmin);
    await userEvent.click(remove);
    await expectNoDialog(canvasElement);
    await expect(getDatabase().users.has('auth0|hq-superadmin-2')).toBe(true);
  },
};

export const SendInviteEmail: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await sendEmail(canvasElement, DEMO_USER, 'invite', 'sent');
  },
};

export const SendInviteEmailFails: Story = {
  parameters: {
    namedState: [
      // Searched again after the failure: the page answers.
      { role: 'searchbox', name: 'Search users', value: 'acme.example' },
      { role: 'heading', name: 'Users (9)' },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
    ...failing(scenario('POST /users/:id/send-invite-email', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await sendEmail(canvasElement, DEMO_USER, 'invite', 'failed');
    await expectPageUsable(canvasElement, 'acme.example', 9);
  },
};

export const SendPasswordResetEmail: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await sendEmail(canvasElement, DEMO_USER, 'passwordReset', 'sent');
  },
};

export const SendPasswordResetEmailFails: Story = {
  parameters: {
    namedState: [
      // Searched again after the failure: the page answers.
      { role: 'searchbox', name: 'Search users', value: 'acme.example' },
      { role: 'heading', name: 'Users (9)' },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
    ...failing(scenario('POST /users/:id/send-password-reset-email', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await sendEmail(canvasElement, DEMO_USER, 'passwordReset', 'failed');
    await expectPageUsable(canvasElement, 'acme.example', 9);
  },
};

export const DeleteMfaDevice: Story = {
  parameters: {
    namedState: [
      // Reopened after the delete: the device list as the server now holds it.
      { role: 'dialog', name: 'MFA Devices' },
      { role: 'button', name: 'Delete SMS', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await deleteMfaDevice(canvasElement, DEMO_USER, 'SMS');
  },
};

export const DeleteMfaDeviceFails: Story = {
  // A flow: it fails, then the page answers again; the failure is a state of its own story.
  tags: ['flow'],
  parameters: {
    app: searchFor(DEMO_USER.email),
    ...failing(scenario('DELETE /users/:id/mfa-devices/:deviceId', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await deleteMfaDevice(canvasElement, DEMO_USER, 'SMS', 'failed');
  },
};

export const MfaDevicesLoadFail: Story = {
  // A flow: it fails, then the page answers again; the failure is a state of its own story.
  tags: ['flow'],
  parameters: {
    app: searchFor(DEMO_USER.email),
    ...failing(scenario('GET /users/:id/mfa-devices', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await chooseRowAction(canvasElement, DEMO_USER.email, 'View MFA devices');
    const dialog = await findDialog(canvasElement, 'MFA Devices');
    // Reads are retried before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading MFA devices', 12_000);
    await expect(dialog.getByText('Error loading MFA devices')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expectNoDialog(canvasElement);
    await expectPageUsable(canvasElement, 'acme.example', 9);
  },
};

export const CopyPasswordResetLink: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
  },
  beforeEach: () => stubClipboard(clipboardWrites),
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await copyPasswordResetLink(canvasElement, DEMO_USER);
  },
};

export const CopyPasswordResetLinkRefused: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
    app: searchFor(DEMO_USER.email),
  },
  beforeEach: () => stubClipboard(clipboardRefusals),
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await copyPasswordResetLink(canvasElement, DEMO_USER, 'refused');
  },
};

export const PasswordResetLinkFails: Story = {
  // A flow: it fails, then the page answers again; the failure is a state of its own story.
  tags: ['flow'],
  parameters: {
    app: searchFor(DEMO_USER.email),
    ...failing(failingOnce('POST /users/:id/password-reset-link')),
  },
  play: async ({ canvasElement }) => {
    await usersList(canvasElement);
    await passwordResetLinkFailsOnce(canvasElement, DEMO_USER);
    await expectPageUsable(canvasElement, 'acme.example', 9);
  },
};

/** Loaded in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const LoadedInDark: Story = inDark(Loaded);

/** Each state at 390 px, the phone width of the design review, in the app frame (its tab bar). */
export const LoadedOnAPhone: Story = onAPhone(Loaded);
export const EmptyOnAPhone: Story = onAPhone(Empty);
export const LoadingOnAPhone: Story = onAPhone(Loading);
export const RetryingOnAPhone: Story = onAPhone(Retrying);
export const LoadFailedOnAPhone: Story = onAPhone(LoadFailed);
