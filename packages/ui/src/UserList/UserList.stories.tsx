import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGNAGE_HQ_COMPANY_ID, buildUser } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { USER_ROW_ACTION_LABELS, userRowActions } from '@admin-hub/domain/userRowActions';
import type { User } from '@admin-hub/domain/entities';
import { UserList } from './UserList.tsx';
import { userListGuide } from './UserList.guide.ts';
import type { UserAction } from './UserRow.tsx';
import { recordingAnchor } from '../links/RenderLink.tsx';
import { guideDocs } from '../guides/guide.ts';

const superAdmin = buildUser({
  id: 'auth0|superadmin',
  firstName: 'Sam',
  lastName: 'Super',
  email: 'superadmin@example.com',
  role: Role.SuperAdmin,
  companyId: SIGNAGE_HQ_COMPANY_ID,
});
const otherSuperAdmin = buildUser({
  id: 'auth0|hq-superadmin-2',
  firstName: 'Ingrid',
  lastName: 'Øverland',
  email: 'ingrid.overland@example.com',
  role: Role.SuperAdmin,
  companyId: SIGNAGE_HQ_COMPANY_ID,
});
const users: User[] = [
  superAdmin,
  buildUser({
    id: 'auth0|acme-admin',
    firstName: 'Ada',
    lastName: 'Acme',
    email: 'admin@acme.example',
    role: Role.Admin,
  }),
  buildUser({ firstName: 'Uma', lastName: 'User' }),
  buildUser({
    id: 'auth0|acme-invited',
    firstName: null,
    lastName: null,
    email: 'new.hire@acme.example',
  }),
];

const followLink = fn();
const emulate = fn();
// Records the click instead of leaving the story (the app passes a router link).
const renderLink = recordingAnchor(followLink);

const meta = {
  title: 'Components/User List',
  component: UserList,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(userListGuide) },
  argTypes: {
    users: { control: false },
    companyHref: { control: false },
    renderLink: { control: false },
    actionsFor: { control: false },
    selectedIds: { control: false },
    selectionBar: { control: false },
  },
  args: {
    users,
    label: 'Users',
    companyHref: (company) => `/admin/companies/${company.id}`,
    renderLink,
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllUsers: Story = {
  parameters: { namedState: { text: 'new.hire@acme.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.getByText('Super Admin')).toBeVisible();
    // Only the user without a first and last name is invited, and shown by email.
    await expect(canvas.getAllByText('Invited')).toHaveLength(1);
    await expect(canvas.getByText('new.hire@acme.example')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Acme Signs' })[0]!);
    await expect(followLink).toHaveBeenCalledWith('/admin/companies/1');
  },
};

export const WithRowActions: Story = {
  parameters: { namedState: { role: 'button', name: 'Actions for admin@acme.example' } },
  args: {
    actionsFor: (row) => [
      {
        label: 'Emulate user',
        onSelect: () => {
          emulate(row.id);
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin@acme.example' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Emulate user' }));
    await expect(emulate).toHaveBeenCalledWith('auth0|acme-admin');
  },
};

export const WithoutCompany: Story = {
  parameters: {
    namedState: [
      { role: 'list', name: 'Users' },
      { role: 'link', gone: true },
    ],
  },
  args: { companyHref: undefined, users: users.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const selected = fn();

/** Each row's menu as the domain rule answers it for the signed-in super admin. */
const actionsAsSuperAdmin = (row: User): UserAction[] =>
  userRowActions(superAdmin, row).map((answer) => ({
    label: USER_ROW_ACTION_LABELS[answer.action],
    disabledReason: answer.allowed ? undefined : answer.message,
    onSelect: () => {
      selected(answer.action, row.id);
    },
  }));

const openMenu = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Actions for ${email}` }));
  return canvas.findByRole('button', { name: 'Delete' });
};

export const RowActionsPerUser: Story = {
  parameters: { namedState: { role: 'button', name: 'Actions for user@acme.example' } },
  args: {
    users: [superAdmin, otherSuperAdmin, ...users.slice(2)],
    actionsFor: actionsAsSuperAdmin,
  },
  play: async ({ canvasElement }) => {
    // Yourself: no deleting, no emulating.
    let remove = await openMenu(canvasElement, 'superadmin@example.com');
    await expect(remove).toHaveAccessibleDescription(MESSAGES.cannotDeleteSelf);
    await userEvent.click(remove);
    await userEvent.keyboard('{Escape}');

    // Another super admin: the role's own rule.
    remove = await openMenu(canvasElement, 'ingrid.overland@example.com');
    await expect(remove).toHaveAccessibleDescription(MESSAGES.superAdminCannotDeleteSuperAdmin);
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await userEvent.keyboard('{Escape}');
    await expect(selected).not.toHaveBeenCalled();

    // A base user: everything is available, Delete included, and acts on that row.
    remove = await openMenu(canvasElement, 'user@acme.example');
    await expect(remove).not.toHaveAttribute('aria-disabled');
    await expect(remove).not.toHaveAccessibleDescription();
    await userEvent.click(remove);
    await expect(selected).toHaveBeenCalledTimes(1);
    await expect(selected).toHaveBeenCalledWith('delete', 'auth0|acme-user');
  },
};

const changeSelection = fn();

/** Selectable, nothing selected yet: a box per row named after its user, 'select all' unticked. */
export const SelectableEmptySelection: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select admin@acme.example', checked: false },
  },
  args: { selectedIds: new Set<string>(), onSelectionChange: changeSelection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all users on this page' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    const box = canvas.getByRole('checkbox', { name: 'Select admin@acme.example' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(changeSelection).toHaveBeenLastCalledWith([users[1]], true);
    await userEvent.click(all);
    await expect(changeSelection).toHaveBeenLastCalledWith(users, true);
  },
};

/** Some rows selected: 'select all' reads as mixed, and ticking it selects every row. */
export const SomeSelected: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select superadmin@example.com', checked: false },
  },
  args: {
    selectedIds: new Set([users[1]!.id, users[3]!.id]),
    onSelectionChange: changeSelection,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all users on this page' });
    await expect(all).toBePartiallyChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select new.hire@acme.example' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select superadmin@example.com' }),
    ).not.toBeChecked();
    await userEvent.click(all);
    await expect(changeSelection).toHaveBeenLastCalledWith(users, true);
  },
};

/** Every row selected: 'select all' is ticked, and unticking it clears the page. */
export const AllSelected: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Select all users on this page' } },
  args: {
    selectedIds: new Set(users.map(({ id }) => id)),
    onSelectionChange: changeSelection,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all users on this page' });
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select admin@acme.example' }));
    await expect(changeSelection).toHaveBeenLastCalledWith([users[1]], false);
    await userEvent.click(all);
    await expect(changeSelection).toHaveBeenLastCalledWith(users, false);
  },
};
