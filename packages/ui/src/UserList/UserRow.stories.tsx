import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildUser } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import {
  USER_ROW_ACTION_GROUPS,
  USER_ROW_ACTION_LABELS,
  UserRowAction,
  userRowActions,
} from '@admin-hub/domain/userRowActions';
import type { User } from '@admin-hub/domain/entities';
import { recordingAnchor } from '../links/RenderLink.tsx';
import { guideDocs } from '../guides/guide.ts';
import type { UserAction } from './UserRow.tsx';
import { UserRow } from './UserRow.tsx';
import { userRowGuide } from './UserRow.guide.ts';

const user = (firstName: string | null, lastName: string | null, email: string): User =>
  buildUser({ id: `auth0|${email}`, firstName, lastName, email, role: Role.Admin });

const followLink = fn();
// Records the click instead of leaving the story (the app passes a router link).
const renderLink = recordingAnchor(followLink);

const meta = {
  title: 'Components/User Row',
  component: UserRow,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(userRowGuide) },
  argTypes: {
    user: { control: false },
    companyHref: { control: false },
    renderLink: { control: false },
    actions: { control: false },
  },
  // Room below the row for the open actions menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: user('Ada', 'Acme', 'admin@acme.example'),
    companyHref: (company) => `/admin/companies/${company.id}`,
    renderLink,
  },
} satisfies Meta<typeof UserRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveUser: Story = {
  parameters: { namedState: { role: 'link', name: 'Acme Signs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.getByText('admin@acme.example')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.queryByText('Invited')).toBeNull();
    // No actions, no kebab menu.
    await expect(canvas.queryByRole('button')).toBeNull();
    const company = canvas.getByRole('link', { name: 'Acme Signs' });
    await expect(company).toHaveAttribute('href', '/admin/companies/1');
    await userEvent.click(company);
    await expect(followLink).toHaveBeenCalledWith('/admin/companies/1');
  },
};

export const InvitedWithoutLastName: Story = {
  parameters: { namedState: { text: 'Invited' } },
  args: { user: user('Nina', null, 'nina@acme.example') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited')).toBeVisible();
    // Shown by email alone, once, while the name is incomplete.
    await expect(canvas.getAllByText('nina@acme.example')).toHaveLength(1);
    await expect(canvasElement).not.toHaveTextContent('Nina');
  },
};

export const InvitedWithoutFirstName: Story = {
  parameters: { namedState: { text: 'Invited' } },
  args: { user: user(null, 'Ng', 'ng@acme.example') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited')).toBeVisible();
    await expect(canvas.getAllByText('ng@acme.example')).toHaveLength(1);
  },
};

export const WithRowActions: Story = {
  // Choosing Emulate user closes the menu: the frame is the row with its closed menu.
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for admin@acme.example', expanded: false },
      { role: 'button', name: 'Delete user', gone: true },
    ],
  },
  args: {
    actions: [
      { label: 'Emulate user', onSelect: fn() },
      { label: 'Delete user', onSelect: fn(), disabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin@acme.example' }));
    // react-bootstrap marks a disabled menu item with aria-disabled (and ignores its clicks).
    await expect(await canvas.findByRole('button', { name: 'Delete user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Emulate user' }));
    await expect(args.actions?.[0]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.actions?.[1]?.onSelect).not.toHaveBeenCalled();
  },
};

export const WithoutCompany: Story = {
  parameters: { namedState: [{ text: 'Ada Acme' }, { role: 'link', gone: true }] },
  args: { companyHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Acme Signs');
  },
};

const selected = fn();

/** A row's menu as the domain rule answers it for `actor` (the app maps it the same way). */
const menuAs = (actor: User, target: User): UserAction[] =>
  userRowActions(actor, target).map((answer) => ({
    label: USER_ROW_ACTION_LABELS[answer.action],
    group: USER_ROW_ACTION_GROUPS[answer.action],
    danger: answer.action === UserRowAction.Delete,
    disabledReason: answer.allowed ? undefined : answer.message,
    onSelect: () => {
      selected(answer.action);
    },
  }));

const admin = user('Ada', 'Acme', 'admin@acme.example');

/** Room below the row for the whole open menu, with its reasons or all eight actions. */
const roomForTheWholeMenu: Decorator = (Story) => (
  <div style={{ minHeight: 420 }}>
    <Story />
  </div>
);

const superAdmin = buildUser({
  id: 'auth0|superadmin@example.com',
  email: 'superadmin@example.com',
  role: Role.SuperAdmin,
});
const baseUser = buildUser({
  id: 'auth0|user@acme.example',
  firstName: 'Uma',
  lastName: 'User',
  email: 'user@acme.example',
  role: Role.User,
});

/**
 * A super admin's menu on a base user, all eight actions in four sections (edit, access, e-mails,
 * then Delete), Delete last and in the danger colour.
 */
export const GroupedMenuWithDeleteLast: Story = {
  parameters: { namedState: { role: 'separator' } },
  args: { user: baseUser, actions: menuAs(superAdmin, baseUser) },
  decorators: [roomForTheWholeMenu],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for user@acme.example' }));
    const menu = await waitFor(() => {
      const open = canvasElement.querySelector('.dropdown-menu.show');
      if (!(open instanceof HTMLElement)) throw new Error('the menu is not open');
      return open;
    });
    const items = within(menu).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit user',
      'Emulate user',
      'Edit scheduler permissions',
      'View MFA devices',
      'Create password reset link',
      'Send invite email',
      'Send password reset email',
      'Delete',
    ]);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(3);
    const remove = items.at(-1);
    await expect(remove).toHaveClass('ah-menu-danger');
    // $danger, #b42318: the same red as every destructive button.
    await expect(getComputedStyle(remove as Element).color).toBe('rgb(180, 35, 24)');
  },
};

/** An admin's own row: Delete and the scheduler permissions are there but unavailable, and say why. */
export const UnavailableActionByKeyboard: Story = {
  parameters: {
    // The unavailable item, focused and still open to read after Enter and a click on it.
    namedState: [
      { role: 'button', name: 'Delete', focused: true },
      { text: MESSAGES.cannotDeleteSelf },
    ],
  },
  args: { user: admin, actions: menuAs(admin, admin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Actions for admin@acme.example' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const remove = await canvas.findByRole('button', { name: 'Delete' });

    // Arrow keys walk the menu and stop on unavailable items too.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Edit user' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('button', { name: 'Edit scheduler permissions' }),
    ).toHaveAccessibleDescription(MESSAGES.fullSchedulerSignAccess);
    await expect(canvas.getByRole('button', { name: 'Edit scheduler permissions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Send password reset email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(remove).toHaveFocus();
    // On focus it reads as unavailable, with the rule's own words.
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(MESSAGES.cannotDeleteSelf);
    await expect(within(remove).getByText(MESSAGES.cannotDeleteSelf)).toBeVisible();

    // Choosing it, by key or by pointer, does nothing and leaves the menu open to read.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(remove);
    await expect(selected).not.toHaveBeenCalled();
    await expect(remove).toBeVisible();
    await expect(remove).toHaveFocus();
  },
};

/** Unavailable Action By Keyboard, then up to an available one: Enter chooses it and closes. */
export const UnavailableThenAvailableByKeyboard: Story = {
  ...UnavailableActionByKeyboard,
  tags: ['flow'],
  parameters: {
    screenshot: { skip: 'it ends on the row with its menu closed, as Active User shows it' },
  },
  play: async (context) => {
    await UnavailableActionByKeyboard.play!(context);
    const canvas = within(context.canvasElement);
    // The available ones still work.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Send password reset email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selected).toHaveBeenCalledTimes(1);
    await expect(selected).toHaveBeenCalledWith('sendPasswordResetEmail');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull());
  },
};

/** The open menu as a person sees it: each unavailable action with its reason under the label. */
export const UnavailableActionReason: Story = {
  parameters: { namedState: { role: 'button', name: 'Edit user' } },
  args: { user: admin, actions: menuAs(admin, admin) },
  decorators: [roomForTheWholeMenu],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin@acme.example' }));
    const remove = await canvas.findByRole('button', { name: 'Delete' });
    await userEvent.hover(remove);
    await expect(within(remove).getByText(MESSAGES.cannotDeleteSelf)).toBeVisible();
    const permissions = canvas.getByRole('button', { name: 'Edit scheduler permissions' });
    await expect(within(permissions).getByText(MESSAGES.fullSchedulerSignAccess)).toBeVisible();
    // Only the unavailable ones carry a reason.
    await expect(
      canvas.getByRole('button', { name: 'Edit user' }),
    ).not.toHaveAccessibleDescription();
    await userEvent.click(remove);
    await expect(selected).not.toHaveBeenCalled();
  },
};

/** A selectable row: its box is named after the user and reports each tick. */
export const Selectable: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select admin@acme.example', checked: false },
  },
  args: { selected: false, onSelectedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select admin@acme.example' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Select admin@acme.example', checked: true },
  },
  args: { selected: true, onSelectedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select admin@acme.example' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false);
  },
};
