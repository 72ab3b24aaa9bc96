import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, buildUser } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import type { SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { EditUserModal } from './EditUserModal.tsx';
import { editUserModalGuide } from './EditUserModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import type { EditUserFormInput } from './EditUserModal.tsx';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const baseUser = buildUser();
const otherAdmin = buildUser({
  id: 'auth0|acme-lukasz',
  firstName: 'Łukasz',
  lastName: 'Kowalski',
  email: 'lukasz.kowalski@acme.example',
  role: Role.Admin,
});
const invited = buildUser({
  id: 'auth0|acme-new-hire',
  firstName: null,
  lastName: null,
  email: 'new.hire@acme.example',
});
const otherSuperAdmin = buildUser({
  id: 'auth0|hq-ops',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: Role.SuperAdmin,
  companyId: 2,
});

type Outcome = Promise<SubmitOutcome<EditUserFormInput>>;
const answered = (): Outcome => Promise.resolve(undefined);

const meta = {
  title: 'Dialogs/Edit User',
  component: EditUserModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(editUserModalGuide, { frameHeight: 600 }) },
  argTypes: {
    actor: { control: false },
    user: { control: false },
  },
  args: {
    actor: DEMO_ADMIN,
    user: baseUser,
    companyAdminCount: 2,
    onSubmit: fn(answered),
    onHide: fn(),
  },
} satisfies Meta<typeof EditUserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit user' }));
type Modal = Awaited<ReturnType<typeof dialog>>;
const save = (modal: Modal) => userEvent.click(modal.getByRole('button', { name: 'Save' }));
const roleOptionLabels = (modal: Modal) =>
  within(modal.getByRole('combobox', { name: 'Role' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Filled: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: 'Jordan' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
    // An admin gives admin or base user, never super admin.
    await expect(roleOptionLabels(modal)).toEqual(['Admin', 'User']);
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Lee-Park ');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    await save(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Jordan',
        lastName: 'Lee-Park',
        email: 'user@acme.example',
        role: 'admin',
      }),
    );
  },
};

export const InvitedUserWithoutNames: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: 'Noor' } },
  args: { user: invited },
  play: async ({ args }) => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('');
    await userEvent.type(firstName, 'Noor');
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), 'Haddad');
    // Already Invited: emptying nothing, nothing to warn of.
    await expect(modal.queryByText(MESSAGES.namesEmptiedShowsInvited)).toBeNull();
    await save(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'new.hire@acme.example',
        role: 'user',
      }),
    );
  },
};

export const NameEmptiedWarnsInvited: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: '' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const warning = MESSAGES.namesEmptiedShowsInvited;
    await expect(modal.queryByText(warning)).toBeNull();
    await userEvent.clear(modal.getByRole('textbox', { name: 'Last name' }));
    // Said before Save; Save still saves what the person chose.
    await expect(modal.getByText(warning)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailRequired: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', focused: true } },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await save(modal);
    await expect(await modal.findByText('Email is required')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan@');
    await save(modal);
    await expect(await modal.findByText('Invalid email')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LastAdminStaysAdmin: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role', focused: true } },
  args: { actor: DEMO_SUPER_ADMIN, user: otherAdmin, companyAdminCount: 1 },
  play: async ({ args }) => {
    const modal = await dialog();
    const role = modal.getByRole('combobox', { name: 'Role' });
    await userEvent.selectOptions(role, 'User');
    // Said as soon as it is chosen, before any request.
    await expect(await modal.findByText('There must be at least one admin user')).toBeVisible();
    await expect(role).toHaveAccessibleDescription('There must be at least one admin user');
    await save(modal);
    await waitFor(() => expect(role).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AnotherAdminRemains: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role' } },
  args: { user: otherAdmin, companyAdminCount: 2 },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'User');
    await expect(modal.queryByText('There must be at least one admin user')).toBeNull();
    await save(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'user' })),
    );
  },
};

export const AdminCannotEditSuperAdmin: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', disabled: true } },
  args: { user: otherSuperAdmin },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText('Admin role cannot edit super admin user')).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Super Admin');
    const saveButton = modal.getByRole('button', { name: 'Save' });
    await expect(saveButton).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SuperAdminEditsSuperAdmin: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role' } },
  args: { actor: DEMO_SUPER_ADMIN, user: otherSuperAdmin },
  play: async ({ args }) => {
    const modal = await dialog();
    // Only here is super admin offered: it can be kept, never granted.
    await expect(roleOptionLabels(modal)).toEqual(['Super Admin', 'Admin', 'User']);
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Super Admin');
    await save(modal);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'super_admin' })),
    );
  },
};

export const SuperAdminEditsAdmin: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role' } },
  args: { actor: DEMO_SUPER_ADMIN, user: otherAdmin },
  play: async () => {
    const modal = await dialog();
    await expect(roleOptionLabels(modal)).toEqual(['Admin', 'User']);
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: [
      { role: 'combobox', name: 'Role', disabled: true },
      { role: 'button', name: 'Save', disabled: true },
      { role: 'button', name: 'Cancel', disabled: true },
    ],
    focusOnBody:
      "While the call runs its buttons are disabled (nothing is sent twice) and hold no focus: whether the modal's focus trap has moved it to the dialog by the end of the play depends on its timer (this story once ended on <body> in a clean-clone run); useFocusBackAfterSubmit gives it back when the call ends",
  },
  args: { onSubmit: fn((): Outcome => new Promise(() => {})) },
  play: async ({ args }) => {
    const modal = await dialog();
    await save(modal);
    const saveButton = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(saveButton).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(saveButton, { pointerEventsCheck: 0 });
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: 'Jo' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jo');
    await save(modal);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(firstName).toHaveValue('Jo');
  },
};

export const EmailInUse: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: 'admin@acme.example' } },
  args: {
    onSubmit: fn((): Outcome =>
      Promise.resolve({ fieldErrors: { email: 'Email is already in use' } }),
    ),
  },
  play: async () => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@acme.example');
    await save(modal);
    await expect(await modal.findByText('Email is already in use')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('admin@acme.example');
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', gone: true },
      { role: 'button', name: 'Edit user', focused: true },
    ],
  },
  render: (args) => (
    <ClosesOnSuccess openWith="Edit user" onSubmit={args.onSubmit}>
      {(handlers) => <EditUserModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit user' }));
    const modal = await dialog();
    await save(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Filled in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const FilledInDark: Story = inDark(Filled);

/**
 * Issue 36: while the dialog was open someone else changed the last name (the person did not) and
 * the first name (which the person changed too). Nothing was saved: each field is said, the last
 * name shows theirs, the first name waits for the person's choice.
 */
export const ChangedElsewhere: Story = {
  parameters: { namedState: { role: 'radio', name: 'Take theirs: "Jo"', focused: true } },
  args: {
    onSubmit: fn((): Outcome =>
      Promise.resolve({
        changedElsewhere: [
          { field: 'firstName', theirs: 'Jo', mine: 'Jordana', conflict: true },
          { field: 'lastName', theirs: 'Lee-Park', mine: 'Lee', conflict: false },
        ],
      }),
    ),
  },
  play: async () => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jordana');
    await save(modal);
    const lastNameChange = await modal.findByRole('group', {
      name: 'Last name: changed to "Lee-Park" by someone else since you opened this',
    });
    await expect(
      modal.getByRole('group', {
        name: 'First name: changed to "Jo" by someone else since you opened this',
      }),
    ).toBeVisible();
    // The form shows what Save would send: theirs where only they changed, what was typed elsewhere.
    await expect(modal.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee-Park');
    await expect(within(lastNameChange).getByRole('radio', { name: /^Take theirs/ })).toBeChecked();
    await expect(firstName).toHaveValue('Jordana');
    await waitFor(() =>
      expect(modal.getByRole('radio', { name: 'Take theirs: "Jo"' })).toHaveFocus(),
    );
  },
};

/** Issue 36: the user was deleted while the dialog was open: said, nothing sent, only Close. */
export const DeletedMeanwhile: Story = {
  parameters: {
    namedState: [
      // Not focused at the end: the play goes on to press Close (onHide is a spy, so it stays shown).
      { role: 'heading', name: 'This user was deleted by someone else since you opened this.' },
      { role: 'textbox', name: 'Last name', gone: true },
      { role: 'button', name: 'Save', gone: true },
    ],
  },
  args: {
    onSubmit: fn((): Outcome =>
      Promise.resolve({ gone: 'This user was deleted by someone else since you opened this.' }),
    ),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), '-Park');
    await save(modal);
    const said = await modal.findByRole('heading', {
      name: 'This user was deleted by someone else since you opened this.',
    });
    await waitFor(() => expect(said).toHaveFocus());
    await expect(modal.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(modal.queryByRole('textbox', { name: 'Last name' })).toBeNull();
    // Close closes at once: there is nothing left to discard the changes from.
    // The footer's Close (the header's × is named Close too).
    await userEvent.click(modal.getByText('Close', { selector: 'button' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
