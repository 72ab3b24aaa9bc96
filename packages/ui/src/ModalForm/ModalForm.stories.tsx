import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildUser } from '@admin-hub/api-mocks';
import { ROLE_LABELS, Role } from '@admin-hub/domain/roles';
import { editUserSchema } from '@admin-hub/domain/schemas/userSchemas';
import type { EditUserValues } from '@admin-hub/domain/schemas/userSchemas';
import { SelectField, TextField } from '../FormFields/index.ts';
import { ClosesOnSuccess } from './ClosesOnSuccess.tsx';
import { ModalForm, type SubmitOutcome } from './ModalForm.tsx';
import { modalFormGuide } from './ModalForm.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { HoldBackForwardContext, type HeldNavigation } from './useHoldBackForward.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

// An Edit user form: the kit's parts as a real modal uses them.
const user = buildUser({ firstName: 'Jordan', lastName: 'Lee', email: 'user@acme.example' });
const filled = {
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
};
const empty = { firstName: null, lastName: null, email: '', role: Role.User };
type FormValues = typeof filled;

interface EditUserFormProps {
  initialValues: FormValues;
  onSubmit: (values: EditUserValues) => Promise<SubmitOutcome<FormValues>>;
  onHide: () => void;
}

function EditUserForm({ initialValues, onSubmit, onHide }: EditUserFormProps) {
  return (
    <ModalForm
      show
      title="Edit user"
      schema={editUserSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onHide={onHide}
    >
      <TextField name="firstName" label="First name" autoComplete="off" />
      <TextField name="lastName" label="Last name" autoComplete="off" />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <SelectField
        name="role"
        label="Role"
        options={[Role.Admin, Role.User].map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
    </ModalForm>
  );
}

/**
 * The stories' hold on Back and Forward, standing in for the app's router blocker (ui has no
 * router): while `active`, a popstate is kept from the page's later listeners and reported as
 * blocked. It listens from the form's first render, so before anything a play adds. The app's
 * own, through its data router, is tested by useBackForwardBlocker.test.tsx and, in the real
 * browser, by e2e formBack.spec.ts.
 */
function usePopStateHold(active: boolean): HeldNavigation {
  const [blocked, setBlocked] = useState(false);
  const holding = useRef(active);
  useEffect(() => {
    holding.current = active;
  }, [active]);
  useEffect(() => {
    const hold = (event: PopStateEvent) => {
      if (!holding.current) return;
      event.stopImmediatePropagation();
      setBlocked(true);
    };
    window.addEventListener('popstate', hold);
    return () => window.removeEventListener('popstate', hold);
  }, []);
  const release = () => setBlocked(false);
  return blocked
    ? { state: 'blocked', reset: release, proceed: release }
    : { state: 'unblocked', reset: undefined, proceed: undefined };
}

/** The call went through (or failed without field errors): nothing to show on the fields. */
const answered = (): Promise<SubmitOutcome<FormValues>> => Promise.resolve(undefined);

/** Never settles: the form stays submitting, like a call that has not answered yet. */
const pending = () => new Promise<SubmitOutcome<FormValues>>(() => {});

const meta = {
  title: 'Components/Modal Form',
  component: EditUserForm,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <HoldBackForwardContext value={usePopStateHold}>
        <Story />
      </HoldBackForwardContext>
    ),
  ],
  parameters: { docs: guideDocs(modalFormGuide, { frameHeight: 560 }) },
  argTypes: {
    initialValues: { control: false },
  },
  args: {
    initialValues: filled,
    onSubmit: fn(answered),
    onHide: fn(),
  },
} satisfies Meta<typeof EditUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit user' }));

export const Empty: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: '' } },
  args: { initialValues: empty },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'ada@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: null,
        lastName: null,
        email: 'ada@acme.example',
        role: 'user',
      }),
    );
  },
};

export const Filled: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: '  Jordan Ann ' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Jordan');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  Jordan Ann ');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    // Sent as the schema casts it: trimmed.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Jordan Ann',
        lastName: 'Lee',
        email: 'user@acme.example',
        role: 'admin',
      }),
    );
  },
};

export const ValidationFocusesFirstInvalidField: Story = {
  parameters: { namedState: { text: 'Invalid email' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Email is required')).toBeVisible();
    // The names are fine: focus goes to the first field that is not.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is required');

    await userEvent.type(email, 'user@');
    await expect(await modal.findByText('Invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OpensOnFirstField: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Edit user' } },
  play: async () => {
    const element = await screen.findByRole('dialog', { name: 'Edit user' });
    // The first field, not the dialog's box: one keystroke types, one Tab reaches the next field.
    const firstName = within(element).getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.tab();
    await expect(within(element).getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    // A form's fields speak for themselves: no description read with its name.
    await expect(element).not.toHaveAttribute('aria-describedby');
  },
};

export const OpensOnFirstFieldWithNoErrorBeforeTyping: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Email' },
      { text: 'Email is required', gone: true },
    ],
  },
  args: { initialValues: empty },
  play: async () => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    // Through the fields to Role without typing: the empty Email is not an error yet.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveFocus();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expect(modal.queryByText('Email is required')).toBeNull();
  },
};

export const CancelCloseAndEscape: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Edit user' } },
  // Nothing changed, so nothing to lose: each closes at once.
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await expect(args.onHide).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(3);
    // The parent decides when it closes; none of these sends the form.
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChangeUndoneClosesAtOnce: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Edit user' },
      { role: 'dialog', name: 'Discard changes?', gone: true },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    // Typed and taken back: the values are the ones it opened with, so nothing would be lost.
    await userEvent.type(firstName, 'x{Backspace}');
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  },
};

const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });

export const DiscardQuestion: Story = {
  parameters: { namedState: { role: 'button', name: 'Discard' } },
  play: async ({ args }) => {
    const modal = await dialog();
    // Esc while typing: the field it was in is set aside with the others.
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), '-Smith{Escape}');
    // Asked in place of the fields, in the same dialog, and read out with its title; focus on
    // the answer that loses nothing, so Enter or Space keeps editing.
    const element = await question();
    const asking = within(element);
    await expect(element).toHaveAccessibleDescription('Your changes to this form will be lost.');
    const keepEditing = asking.getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keepEditing).toHaveFocus());
    await expect(asking.queryByRole('textbox')).toBeNull();
    await expect(keepEditing).toBeEnabled();
    await expect(asking.getByRole('button', { name: 'Discard' })).toHaveClass('btn-danger');
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

/** Each way of dismissing the modal, as a person does it. */
const dismissals = {
  Cancel: async () => userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' })),
  Close: async () => userEvent.click((await dialog()).getByRole('button', { name: 'Close' })),
  Escape: () => userEvent.keyboard('{Escape}'),
  // The dialog element is the backdrop around the box: a click on it is a click outside.
  'click outside': async () =>
    userEvent.click(await screen.findByRole('dialog', { name: 'Edit user' })),
};

export const EveryDismissalAsksWhenChanged: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role', value: 'admin' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Admin');
    for (const [way, dismiss] of Object.entries(dismissals)) {
      await dismiss();
      const asking = within(await question());
      await expect(asking.getByText('Your changes to this form will be lost.'), way).toBeVisible();
      await userEvent.click(asking.getByRole('button', { name: 'Keep editing' }));
      await dialog();
    }
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect((await dialog()).getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  },
};

/**
 * The browser's Back with a changed form asks the same question, and the page does not move
 * (the hold keeps the popstate from the page: in the app, its router's blocker).
 * An unchanged form lets Back through at once.
 */
export const BackAsksWhenChanged: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: 'Lee-Smith' } },
  play: async ({ args }) => {
    const back = () => window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const heard = fn();
    window.addEventListener('popstate', heard);
    try {
      let modal = await dialog();
      back();
      await expect(heard).toHaveBeenCalledOnce();

      const lastName = modal.getByRole('textbox', { name: 'Last name' });
      await userEvent.type(lastName, '-Smith');
      back();
      const asking = within(await question());
      await expect(heard).toHaveBeenCalledOnce();
      await userEvent.click(asking.getByRole('button', { name: 'Keep editing' }));
      modal = await dialog();
      await expect(modal.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee-Smith');
      await expect(args.onHide).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('popstate', heard);
    }
  },
};

export const KeepEditingKeepsValues: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: 'Lee-Smith' } },
  play: async ({ args }) => {
    let modal = await dialog();
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-Smith');
    await userEvent.keyboard('{Escape}');
    let asking = within(await question());
    // Esc on the question is no answer that loses anything: it keeps editing too.
    await userEvent.keyboard('{Escape}');
    modal = await dialog();
    await expect(lastName).toHaveValue('Lee-Smith');
    // Back in the field the person left, so typing goes on where it stopped.
    await waitFor(() => expect(lastName).toHaveFocus());

    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    asking = within(await question());
    await userEvent.click(asking.getByRole('button', { name: 'Keep editing' }));
    modal = await dialog();
    // From a button, focus goes to the first field.
    await waitFor(() => expect(modal.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(lastName).toHaveValue('Lee-Smith');
    await expect(args.onHide).not.toHaveBeenCalled();

    // Saving afterwards sends what was kept.
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ lastName: 'Lee-Smith' }),
      ),
    );
  },
};

export const DiscardCloses: Story = {
  parameters: {
    namedState: {
      skip: "the form only calls onHide, a mock here: closing is its host's (useDialog), so the frame still shows the form; what is tested is the callback",
    },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.clear(modal.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    const asking = within(await question());
    await userEvent.click(asking.getByRole('button', { name: 'Discard' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Closing the tab: the browser asks when a `beforeunload` was cancelled. */
const leavingIsHeldBack = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

export const ClosingTheTabAsksWhenChanged: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name' } },
  play: async () => {
    const modal = await dialog();
    await expect(leavingIsHeldBack()).toBe(false);
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.type(firstName, 'x');
    await waitFor(() => expect(leavingIsHeldBack()).toBe(true));
    await userEvent.type(firstName, '{Backspace}');
    await waitFor(() => expect(leavingIsHeldBack()).toBe(false));
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Last name', value: 'Lee-Smith' },
      { role: 'button', name: 'Save', disabled: true },
      { role: 'button', name: 'Cancel', disabled: true },
    ],
    focusOnBody:
      "While the call runs its buttons are disabled (nothing is sent twice) and hold no focus: whether the modal's focus trap has moved it to the dialog by the end of the play depends on its timer (this story once ended on <body> in a clean-clone run); useFocusBackAfterSubmit gives it back when the call ends",
  },
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const modal = await dialog();
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-Smith{Enter}{Enter}');
    const save = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save.querySelector('.spinner-border')).not.toBeNull();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    // Neither Esc, Cancel nor a close button dismisses it meanwhile.
    await expect(modal.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    // What was sent cannot change under the request.
    await expect(lastName).toHaveAttribute('readonly');
    await expect(lastName).toHaveValue('Lee-Smith');
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email' } },
  // The call failed (its toast comes from the app): the parent keeps the modal open.
  args: { onSubmit: fn(answered) },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.lee@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const save = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    // Focus is back on Save, not lost to the page behind, so Enter tries again.
    await waitFor(() => expect(save).toHaveFocus());
    await expect(email).toHaveValue('jordan.lee@acme.example');
    await expect(email).not.toHaveAttribute('readonly');
    // Another try sends the same values again.
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'jordan.lee@acme.example' }),
    );
  },
};

/**
 * A submit that fails when the play function says so, with no field to blame: with the words to
 * show beside Save, or none (as when the session-ended prompt says it).
 */
const pendingSubmit: { fail: (error?: string) => void } = { fail: () => {} };
const failsWhenTold = () =>
  new Promise<SubmitOutcome<FormValues>>((resolve) => {
    pendingSubmit.fail = (error) => resolve(error === undefined ? undefined : { error });
  });

export const FocusBackAfterFailureFromDialog: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', focused: true } },
  args: { onSubmit: fn(failsWhenTold) },
  play: async ({ args }) => {
    const element = await screen.findByRole('dialog', { name: 'Edit user' });
    const modal = within(element);
    const save = modal.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(save).toBeDisabled();
    // While it runs, a click on the title puts focus on the dialog itself (where the modal's
    // focus trap also puts focus it finds lost): that is not a field taking focus.
    await userEvent.click(modal.getByRole('heading', { name: 'Edit user' }));
    await expect(element).toHaveFocus();
    pendingSubmit.fail();
    await waitFor(() => expect(save).toBeEnabled());
    await waitFor(() => expect(save).toHaveFocus());
  },
};

/** A save that fails with no field to blame, in the words the app's error toast has. */
const saveFails = (): Promise<SubmitOutcome<FormValues>> =>
  Promise.resolve({ error: 'Error updating user' });

/**
 * The save failed: the dialog says so above its buttons, beside Save (an alert, read out), with
 * everything typed kept and focus on Save for another try.
 */
export const SaveFailed: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: 'Lee-Smith' } },
  args: { onSubmit: fn(saveFails) },
  play: async ({ args }) => {
    const modal = await dialog();
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-Smith');
    const save = modal.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const alert = await modal.findByRole('alert');
    await expect(alert).toHaveTextContent('Error updating user');
    await expect(alert).toBeVisible();
    // In the footer, beside the button that tries again.
    await expect(alert.parentElement).toContainElement(save);
    await waitFor(() => expect(save).toHaveFocus());
    await expect(lastName).toHaveValue('Lee-Smith');
  },
};

/**
 * The failure's words belong to the values that failed: another try clears them until it
 * answers, an edit clears them for good, and 'Discard changes?' does not show them.
 */
export const SaveFailedClearsOnRetryAndEdit: Story = {
  tags: ['flow'],
  args: { onSubmit: fn(failsWhenTold) },
  play: async ({ args }) => {
    const modal = await dialog();
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    const save = modal.getByRole('button', { name: 'Save' });
    await userEvent.type(lastName, '-Smith');
    await userEvent.click(save);
    pendingSubmit.fail('Error updating user');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error updating user');

    // Another try: gone while it runs, back when it fails again.
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(modal.queryByRole('alert')).toBeNull());
    pendingSubmit.fail('Error updating user');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error updating user');

    // 'Discard changes?' asks about the edits alone; Keep editing finds the failure again.
    await userEvent.keyboard('{Escape}');
    const asking = within(await question());
    await expect(asking.queryByRole('alert')).toBeNull();
    await userEvent.click(asking.getByRole('button', { name: 'Keep editing' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error updating user');

    // An edit clears it, and undoing the edit does not bring it back.
    await userEvent.type(lastName, 'x');
    await expect(modal.queryByRole('alert')).toBeNull();
    await userEvent.type(lastName, '{Backspace}');
    await expect(lastName).toHaveValue('Lee-Smith');
    await expect(modal.queryByRole('alert')).toBeNull();
  },
};

export const ServerFieldError: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Email', value: 'admin@acme.exorg' },
      { text: 'Email is already in use', gone: true },
    ],
  },
  args: {
    onSubmit: fn((): Promise<SubmitOutcome<FormValues>> =>
      Promise.resolve({ fieldErrors: { email: 'Email is already in use' } }),
    ),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Email is already in use')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('admin@acme.example');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Another address is checked again by the server, not refused by the old answer.
    await userEvent.type(email, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}org');
    await waitFor(() => expect(modal.queryByText('Email is already in use')).toBeNull());
  },
};

export const Succeeded: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: 'Jordan' } },
  render: (args) => (
    <ClosesOnSuccess openWith="Edit user" onSubmit={args.onSubmit}>
      {(handlers) => <EditUserForm {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ canvasElement, args }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Edit user' });
    await userEvent.click(open);
    let modal = await dialog();
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jo');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Jo' }));

    // Each opening starts from the initial values again.
    await userEvent.click(open);
    modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
