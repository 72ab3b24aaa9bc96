import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
import { confirmDialogGuide } from './ConfirmDialog.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const meta = {
  title: 'Dialogs/Confirm',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(confirmDialogGuide, { frameHeight: 360 }) },
  argTypes: {
    children: { control: false },
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
  args: {
    show: true,
    title: 'Confirm Delete',
    children:
      'Are you sure you want to delete the user jane@acme.example? This user will be permanently deleted.',
    confirmLabel: 'Delete',
    confirmVariant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    submitting: false,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Confirm Delete' });

export const Open: Story = {
  parameters: { namedState: { text: /permanently deleted/ } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByText(/permanently deleted/)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const OpensOnCancel: Story = {
  parameters: { namedState: { role: 'button', name: 'Cancel', focused: true } },
  play: async ({ args }) => {
    const element = await dialog();
    const modal = within(element);
    // The least destructive answer has focus, and the question is read out with the title.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(element).toHaveAccessibleDescription(
      'Are you sure you want to delete the user jane@acme.example? This user will be permanently deleted.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Confirm Delete' } },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: [
      { role: 'dialog' },
      { role: 'button', name: 'Delete', disabled: true },
      { role: 'button', name: 'Cancel', disabled: true },
    ],
    focusOnBody:
      "While the call runs its buttons are disabled (nothing is sent twice) and hold no focus: whether the modal's focus trap has moved it to the dialog by the end of the play depends on its timer (this story once ended on <body> in a clean-clone run); useFocusBackAfterSubmit gives it back when the call ends",
  },
  args: { submitting: true },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = modal.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(modal.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const AcknowledgementUnticked: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete', disabled: true } },
  args: { requireAcknowledgement: true },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('checkbox', { name: 'I understand' })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const AcknowledgementTicked: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete', disabled: false } },
  args: { requireAcknowledgement: true },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('checkbox', { name: 'I understand' }));
    const confirm = modal.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A page that opens and closes the dialog, to show the box is unticked on every opening. */
function ReopenHarness(props: ConfirmDialogProps) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button onClick={() => setShow(true)}>Delete user</Button>
      <ConfirmDialog
        {...props}
        show={show}
        onCancel={() => {
          props.onCancel();
          setShow(false);
        }}
      />
    </>
  );
}

export const ReopenedResets: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete', disabled: true } },
  args: { requireAcknowledgement: true, show: false },
  render: (args) => <ReopenHarness {...args} />,
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Delete user' });
    await userEvent.click(open);
    let modal = within(await dialog());
    await userEvent.click(modal.getByRole('checkbox', { name: 'I understand' }));
    await expect(modal.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(open);
    modal = within(await dialog());
    await expect(modal.getByRole('checkbox', { name: 'I understand' })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/**
 * The action a harness started, settled as a failure by the play function when it chooses, with
 * the words its owner shows (an error toast's) or none.
 */
const pendingAction: { fail: (error?: string) => void } = { fail: () => {} };

/** A parent that keeps the dialog open and submitting until its action fails. */
function FailingActionHarness(props: ConfirmDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <ConfirmDialog
      {...props}
      submitting={submitting}
      error={error}
      onConfirm={() => {
        props.onConfirm();
        setSubmitting(true);
        setError(undefined);
        pendingAction.fail = (message) => {
          setSubmitting(false);
          setError(message);
        };
      }}
    />
  );
}

/**
 * The app's Confirm Delete of a user (Users › Delete User Fails): 'I understand' ticked, Confirm
 * pressed, the call failed. Focus, which was on the dialog itself while the call ran, is back on
 * Confirm beside the failure, for another try.
 */
export const FocusBackAfterFailure: Story = {
  parameters: {
    namedState: [
      { role: 'alert' },
      { text: 'Error deleting user' },
      { role: 'checkbox', name: 'I understand', checked: true },
      { role: 'button', name: 'Confirm', disabled: false, focused: true },
    ],
  },
  args: { confirmLabel: 'Confirm', requireAcknowledgement: true },
  render: (args) => <FailingActionHarness {...args} />,
  play: async ({ args }) => {
    const element = await dialog();
    const modal = within(element);
    await userEvent.click(modal.getByRole('checkbox', { name: 'I understand' }));
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toBeDisabled();
    // While it runs, a click on the question puts focus on the dialog itself, as the modal's
    // focus trap does when focus was lost: neither is a control that took focus on purpose.
    await userEvent.click(modal.getByText(/permanently deleted/));
    await expect(element).toHaveFocus();
    pendingAction.fail('Error deleting user');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error deleting user');
    await waitFor(() => expect(confirm).toBeEnabled());
    await waitFor(() => expect(confirm).toHaveFocus());
  },
};

/**
 * A confirmed call failed: the dialog says why above its buttons (the error toast's words, read
 * out as an alert) and Delete, beside it, has focus for another try. A new try clears it.
 */
export const ConfirmFailed: Story = {
  parameters: { namedState: { role: 'alert' } },
  render: (args) => <FailingActionHarness {...args} />,
  play: async ({ args }) => {
    const modal = within(await dialog());
    const confirm = modal.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    pendingAction.fail('Error deleting user');
    const alert = await modal.findByRole('alert');
    await expect(alert).toHaveTextContent('Error deleting user');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(alert.parentElement).toContainElement(confirm);

    await userEvent.click(confirm);
    await expect(modal.queryByRole('alert')).toBeNull();
    pendingAction.fail('Error deleting user');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error deleting user');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** Nothing to confirm (every selected user is skipped): only Cancel does anything. */
export const NothingToConfirm: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete', disabled: true } },
  args: { confirmDisabled: true },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const confirm = modal.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Open in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const OpenInDark: Story = inDark(Open);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const AcknowledgementUntickedFitsALaptop: Story = fitsALaptop(AcknowledgementUnticked);
export const AcknowledgementUntickedFitsAPhone: Story = fitsAPhone(AcknowledgementUnticked);
