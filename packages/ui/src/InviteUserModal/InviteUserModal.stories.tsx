import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, buildSchedulerSign } from '@admin-hub/api-mocks';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import type { SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { InviteUserModal } from './InviteUserModal.tsx';
import { inviteUserModalGuide } from './InviteUserModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import type { InviteUserFormInput } from './InviteUserModal.tsx';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const signs = [
  buildSchedulerSign({ id: 11, name: 'Main Street Billboard' }),
  buildSchedulerSign({ id: 12, name: 'Highway 55 North' }),
  buildSchedulerSign({ id: 13, name: 'Riverside Mall Entrance', city: 'Peoria' }),
  buildSchedulerSign({ id: 14, name: 'Café Zoë Window', city: 'Urbana' }),
];

type Outcome = Promise<SubmitOutcome<InviteUserFormInput>>;
const answered = (): Outcome => Promise.resolve(undefined);
const pending = (): Outcome => new Promise(() => {});
const onRetry = fn();

const meta = {
  title: 'Dialogs/Invite User',
  component: InviteUserModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(inviteUserModalGuide, { frameHeight: 720 }) },
  argTypes: {
    actor: { control: false },
    signs: { control: false },
  },
  args: {
    actor: DEMO_ADMIN,
    signs: { status: 'loaded', data: { signs } },
    onSubmit: fn(answered),
    onHide: fn(),
  },
} satisfies Meta<typeof InviteUserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Invite User' }));
type Modal = Awaited<ReturnType<typeof dialog>>;
const create = (modal: Modal) => userEvent.click(modal.getByRole('button', { name: 'Create' }));
const signsGroup = (modal: Modal) => modal.getByRole('group', { name: /Scheduler Signs/ });

export const Empty: Story = {
  parameters: { namedState: { text: '(4 of 4)' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    // Spec §9 defaults: the base user role, the invite email sent; spec §6: every sign ticked.
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('User');
    await expect(modal.getByRole('checkbox', { name: 'Send invite email' })).toBeChecked();
    await expect(within(signsGroup(modal)).getByText('(4 of 4)')).toBeVisible();

    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'new.hire2@acme.example');
    await create(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'new.hire2@acme.example',
          role: 'user',
          sendInviteEmail: true,
          signIds: [11, 12, 13, 14],
        }),
      ),
    );
  },
};

export const FilledWithTwoSigns: Story = {
  parameters: { namedState: { text: '(2 of 4)' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@acme.example');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Send invite email' }));
    const group = within(signsGroup(modal));
    await userEvent.click(group.getByRole('button', { name: 'Deselect All' }));
    await userEvent.click(group.getByRole('checkbox', { name: /Café Zoë Window/ }));
    await userEvent.click(group.getByRole('checkbox', { name: /Highway 55 North/ }));
    await expect(group.getByText('(2 of 4)')).toBeVisible();
    await create(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'sam@acme.example',
          role: 'user',
          sendInviteEmail: false,
          signIds: [12, 14],
        }),
      ),
    );
  },
};

export const SuperAdminInvitesAdmin: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: 'ops@acme.example' } },
  args: { actor: DEMO_SUPER_ADMIN },
  play: async ({ args }) => {
    const modal = await dialog();
    // No signup type, even for a super admin: it is the company's, set in Edit company.
    await expect(modal.getAllByRole('combobox')).toEqual([
      modal.getByRole('combobox', { name: 'Role' }),
    ]);
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'ops@acme.example');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    await create(modal);
    // Exactly the invite's fields and the signs; nothing else travels with it.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ops@acme.example',
        role: 'admin',
        sendInviteEmail: true,
        signIds: [11, 12, 13, 14],
      }),
    );
  },
};

export const AdminRoleHidesSigns: Story = {
  parameters: { namedState: { role: 'checkbox', name: /Main Street Billboard/, checked: false } },
  play: async () => {
    const modal = await dialog();
    const role = modal.getByRole('combobox', { name: 'Role' });
    await userEvent.click(modal.getByRole('checkbox', { name: /Main Street Billboard/ }));
    await userEvent.selectOptions(role, 'Admin');
    // Admins have full access to all scheduler signs: nothing to choose.
    await expect(modal.queryByRole('group', { name: /Scheduler Signs/ })).toBeNull();
    await userEvent.selectOptions(role, 'User');
    // Back to a base user: the earlier choice is still there.
    await expect(within(signsGroup(modal)).getByText('(3 of 4)')).toBeVisible();
    await expect(modal.getByRole('checkbox', { name: /Main Street Billboard/ })).not.toBeChecked();
  },
};

export const EmailRequired: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await create(modal);
    await expect(await modal.findByText('Email Required')).toBeVisible();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email Required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  parameters: { namedState: { text: 'Invalid email' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@');
    await create(modal);
    await expect(await modal.findByText('Invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PleaseChooseARole: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role', focused: true } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@acme.example');
    const role = modal.getByRole('combobox', { name: 'Role' });
    await userEvent.selectOptions(role, 'Choose a role');
    // Said at once, on the select.
    await expect(await modal.findByText('Please choose a role')).toBeVisible();
    await create(modal);
    await waitFor(() => expect(role).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignsLoading: Story = {
  parameters: { namedState: { role: 'button', name: 'Create', disabled: false } },
  args: { signs: { status: 'loading' } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('status')).toHaveTextContent('Loading scheduler signs');
    // A base user's signs are part of the invite; an admin needs none.
    await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const SignsLoadFailed: Story = {
  parameters: { namedState: { role: 'button', name: 'Create', disabled: true } },
  args: {
    signs: { status: 'failed', retry: onRetry },
  },
  play: async () => {
    const modal = await dialog();
    onRetry.mockClear();
    await expect(modal.getByText('The scheduler signs could not be loaded.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoSigns: Story = {
  parameters: { namedState: { text: 'No Signs Found' } },
  args: { signs: { status: 'loaded', data: { signs: [] } } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(within(signsGroup(modal)).getByText('No Signs Found')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@acme.example');
    await create(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ signIds: [] })),
    );
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Select All', disabled: true },
    focusOnBody:
      "While the call runs its buttons are disabled (nothing is sent twice) and hold no focus: whether the modal's focus trap has moved it to the dialog by the end of the play depends on its timer (this story once ended on <body> in a clean-clone run); useFocusBackAfterSubmit gives it back when the call ends",
  },
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'sam@acme.example{Enter}{Enter}');
    const createButton = modal.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(createButton).toHaveAttribute('aria-busy', 'true'));
    await expect(createButton).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { text: '(3 of 4)' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@acme.example');
    await userEvent.click(modal.getByRole('checkbox', { name: /Highway 55 North/ }));
    await create(modal);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Still open (the parent did not close it) with everything as typed.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled());
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@acme.example');
    await expect(modal.getByRole('checkbox', { name: /Highway 55 North/ })).not.toBeChecked();
    await expect(within(signsGroup(modal)).getByText('(3 of 4)')).toBeVisible();
  },
};

export const EmailInUse: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: 'user@acme.example' } },
  args: {
    onSubmit: fn((): Outcome =>
      Promise.resolve({ fieldErrors: { email: 'Email is already in use' } }),
    ),
  },
  play: async () => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'user@acme.example');
    await create(modal);
    await expect(await modal.findByText('Email is already in use')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Email is already in use');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('user@acme.example');
  },
};

export const Succeeded: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: '' } },
  // The company page's add menu, whose entry is "User".
  render: (args) => (
    <ClosesOnSuccess openWith="User" onSubmit={args.onSubmit}>
      {(handlers) => <InviteUserModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ canvasElement, args }) => {
    const open = within(canvasElement).getByRole('button', { name: 'User' });
    await userEvent.click(open);
    let modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'sam@acme.example');
    await create(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The next invite starts afresh.
    await userEvent.click(open);
    modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

/** FilledWithTwoSigns in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const FilledWithTwoSignsInDark: Story = inDark(FilledWithTwoSigns);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledWithTwoSignsFitsALaptop: Story = fitsALaptop(FilledWithTwoSigns);
export const FilledWithTwoSignsFitsAPhone: Story = fitsAPhone(FilledWithTwoSigns);
