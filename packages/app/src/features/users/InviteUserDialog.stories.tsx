import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl, scenario } from '@admin-hub/api-mocks';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import {
  checkedSignNames,
  expectUserCount,
  openAddMenuEntry,
  openRowAction,
  usersSection,
} from '../../testing/companyUsersSection.ts';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast, expectToasts } from '../../testing/expectToast.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';
import { MyCompanyScreen } from '../../screens/company/MyCompanyScreen.tsx';
import { ON_A_PHONE } from '@admin-hub/ui/storyVariants';

// Seeded: Acme Signs (1) has 9 users and 6 scheduler signs.
const meta = {
  title: 'Flows/Dialogs/Invite User',
  // Tests through several states (the dialog in the app: open, submit, fail, close): the
  // dialog's look is reviewed in Dialogs/; these run in npm test, hidden from the sidebar.
  tags: ['flow'],
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: { app: companyPageAs.superAdmin },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INVITEE = 'casey.new@acme.example';

/** The company page's add menu (User and the sign entries): open it, then choose User. */
const openInvite = (canvasElement: HTMLElement) =>
  openAddMenuEntry(canvasElement, 'User', 'Invite User');
type Modal = Awaited<ReturnType<typeof openInvite>>;

/** Types the invitee's email and keeps exactly two signs of the six. */
const fillBaseUserWithTwoSigns = async (modal: Modal) => {
  await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), INVITEE);
  const signs = within(modal.getByRole('group', { name: /Scheduler Signs/ }));
  // Every sign of the company comes preselected (spec §6).
  await expect(signs.getByText('(6 of 6)')).toBeVisible();
  await userEvent.click(signs.getByRole('button', { name: 'Deselect All' }));
  await userEvent.click(signs.getByRole('checkbox', { name: /Highway 55 North/ }));
  await userEvent.click(signs.getByRole('checkbox', { name: /Café Zoë Window/ }));
};

const TWO_SIGNS = ['Highway 55 North', 'Café Zoë Window'];

/** Opens the invitee's scheduler permissions from their row: exactly the two signs are ticked. */
const expectInviteeHasTwoSigns = async (canvasElement: HTMLElement) => {
  const permissions = await openRowAction(
    canvasElement,
    INVITEE,
    'Edit scheduler permissions',
    'Scheduler Sign Permissions',
  );
  await waitFor(() => expect(checkedSignNames(permissions)).toEqual(TWO_SIGNS));
};

const invites = recordRequests('POST /users');

export const SuperAdminInvitesBaseUserWithTwoSigns: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Scheduler Sign Permissions' },
      { role: 'checkbox', name: /Highway 55 North/, checked: true },
      { role: 'checkbox', name: /Café Zoë Window/, checked: true },
      { role: 'checkbox', name: /Main Street Billboard/, checked: false },
    ],
    msw: { handlers: { scenarios: [invites.handler] } },
  },
  beforeEach: invites.reset,
  play: async ({ canvasElement }) => {
    await expectUserCount(canvasElement, 9);
    const modal = await openInvite(canvasElement);
    // No signup type, even for a super admin: it is the company's, set in Edit company.
    await expect(modal.getAllByRole('combobox')).toEqual([
      modal.getByRole('combobox', { name: 'Role' }),
    ]);
    await fillBaseUserWithTwoSigns(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expectToasts(canvasElement, ['User created', 'Scheduler sign permissions updated']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Spec §7: POST /users carries exactly these; the signs follow in their own update.
    await expect(invites.sent.map(({ body }) => body)).toEqual([
      { companyId: 1, role: 'user', email: INVITEE, sendInviteEmail: true },
    ]);

    // The list has the new user, invited; their permissions are the two signs chosen.
    await expectUserCount(canvasElement, 10);
    const users = await usersSection(canvasElement);
    await expect(users.getByText(INVITEE)).toBeVisible();
    await expectInviteeHasTwoSigns(canvasElement);
  },
};

export const CompanyAdminInvitesAdmin: Story = {
  parameters: { namedState: { text: 'Admin' }, app: companyPageAs.companyAdmin },
  render: () => <MyCompanyScreen />,
  play: async ({ canvasElement }) => {
    await expectUserCount(canvasElement, 9);
    const modal = await openInvite(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), INVITEE);
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    // Admins have every sign: no signs to choose.
    await expect(modal.queryByRole('group', { name: /Scheduler Signs/ })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'User created');
    await expectUserCount(canvasElement, 10);
    const users = await usersSection(canvasElement);
    const row = users.getByText(INVITEE).closest('li');
    await expect(row).not.toBeNull();
    await expect(within(row!).getByText('Admin')).toBeVisible();
  },
};

export const DuplicateEmail: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: 'user@acme.example' } },
  play: async ({ canvasElement }) => {
    const modal = await openInvite(canvasElement);
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'user@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    // Said on the field and as the toast; the modal stays open with what was typed.
    await expect(await modal.findByText('Email is already in use')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Email is already in use');
    await expectToast(canvasElement, 'Email is already in use');
    await expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeVisible();
    await expect(email).toHaveValue('user@acme.example');
    await expectUserCount(canvasElement, 9);
  },
};

export const CreateFails: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Create', disabled: false },
    msw: { handlers: { scenarios: [scenario('POST /users', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const modal = await openInvite(canvasElement);
    await fillBaseUserWithTwoSigns(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'Error creating user');
    await expectDialogKept('Invite User', 'Error creating user', 'Create');
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue(INVITEE);
    const signs = within(modal.getByRole('group', { name: /Scheduler Signs/ }));
    await expect(checkedSignNames(signs)).toEqual(TWO_SIGNS);
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expectUserCount(canvasElement, 9);
  },
};

const PERMISSIONS_URL = endpointUrl(
  'scheduler:PUT /users/:userId/signs/permissions',
  DEFAULT_API_URLS,
);

export const PermissionsFailThenRetrySucceeds: Story = {
  parameters: {
    namedState: [
      { text: 'User created, but their scheduler sign permissions could not be saved.' },
      { role: 'dialog', gone: true },
    ],
    msw: {
      handlers: {
        // Only the first update fails; the retry reaches the real (stateful) handler.
        scenarios: [
          http.put(
            PERMISSIONS_URL,
            () => HttpResponse.json({ message: 'Scheduler unavailable' }, { status: 503 }),
            { once: true },
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openInvite(canvasElement);
    await fillBaseUserWithTwoSigns(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expectToasts(canvasElement, [
      'User created',
      'Error updating scheduler sign permissions',
    ]);
    const report = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    await expect(
      report.getByText('User created, but their scheduler sign permissions could not be saved.'),
    ).toBeVisible();
    // The user exists already.
    await expectUserCount(canvasElement, 10);

    await userEvent.click(report.getByRole('button', { name: 'Retry permissions' }));
    await expectToast(canvasElement, 'Scheduler sign permissions updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Retrying granted the signs without creating the user a second time.
    await expectUserCount(canvasElement, 10);
    await expect((await usersSection(canvasElement)).getAllByText(INVITEE)).toHaveLength(1);
    await expectInviteeHasTwoSigns(canvasElement);
  },
};

export const PermissionsKeepFailing: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (10)' },
      { text: INVITEE },
      { role: 'dialog', gone: true },
    ],
    msw: {
      handlers: {
        scenarios: [scenario('scheduler:PUT /users/:userId/signs/permissions', 'serverError')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openInvite(canvasElement);
    await fillBaseUserWithTwoSigns(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expectToasts(canvasElement, [
      'User created',
      'Error updating scheduler sign permissions',
    ]);
    const report = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    await userEvent.click(report.getByRole('button', { name: 'Retry permissions' }));
    await expectToast(canvasElement, 'Error updating scheduler sign permissions');
    // Still there for another try, saying why, or to close and set the signs later.
    await expectDialogKept(
      'Invite User',
      'Error updating scheduler sign permissions',
      'Retry permissions',
    );
    // The footer's Close (the header's × is named Close too).
    const [, close] = report.getAllByRole('button', { name: 'Close' });
    await userEvent.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectUserCount(canvasElement, 10);
  },
};

export const SignsLoadFailed: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Create', disabled: false },
    msw: { handlers: { scenarios: [scenario('scheduler:GET /signs', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    // Reads are retried with backoff before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading scheduler signs', 12_000);
    const modal = await openInvite(canvasElement);
    // Opening asks again (a failed read is retried for a new reader), and fails again.
    await expectToast(canvasElement, 'Error loading scheduler signs', 12_000);
    await expect(modal.getByText('The scheduler signs could not be loaded.')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), INVITEE);
    // A base user's signs are part of the invite; an admin can be invited meanwhile.
    await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const MobileAddPanelOpensInvite: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Add' },
      { role: 'dialog', gone: true },
    ],
    ...ON_A_PHONE,
    focusOnBody:
      "No shell in this story (no parameters.layout): the dialog's opener, the Add panel's item, left with the panel; in the app the shell (usePageFocusKept) lands focus on the page's heading",
  },
  play: async ({ canvasElement }) => {
    await expectUserCount(canvasElement, 9);
    // Several entries: the floating button opens the side panel of options (spec §2).
    // The entries show once the signed-in user is known.
    const fab = await within(canvasElement).findByRole('button', { name: 'Add' });
    await expect(fab).toHaveClass('ah-fab');
    await userEvent.click(fab);
    const panel = within(await screen.findByRole('dialog', { name: 'Add' }));
    await userEvent.click(panel.getByRole('button', { name: 'User' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
