import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildUser, passwordResetLink } from '@admin-hub/api-mocks';
import type { Loadable } from '../LoadableContent/Loadable.ts';
import {
  PasswordResetLinkModal,
  type PasswordResetLinkModalProps,
} from './PasswordResetLinkModal.tsx';
import { passwordResetLinkModalGuide } from './PasswordResetLinkModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const user = buildUser();
const link = passwordResetLink(user.id);
const onRetry = fn();

const meta = {
  title: 'Dialogs/Password Reset Link',
  component: PasswordResetLinkModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(passwordResetLinkModalGuide, { frameHeight: 340 }) },
  argTypes: {
    link: { control: false },
  },
  args: {
    show: true,
    userEmail: user.email,
    link: { status: 'loaded', data: link },
    onCopy: fn(),
    onHide: fn(),
  },
} satisfies Meta<typeof PasswordResetLinkModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Password Reset link' }));

export const Loading: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Creating password reset link' },
      { role: 'button', name: 'Retry', gone: true },
    ],
  },
  args: { link: { status: 'loading' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('status')).toHaveTextContent('Creating password reset link');
    // Nothing to copy yet, and no failure to retry.
    await expect(modal.queryByRole('textbox')).toBeNull();
    await expect(modal.queryByRole('button', { name: 'Copy' })).toBeNull();
    await expect(modal.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Waiting is no reason to be stuck: Close still closes.
    await userEvent.click(modal.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const Loaded: Story = {
  parameters: { namedState: { role: 'button', name: 'Copy' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const field = modal.getByRole('textbox', { name: `Password reset link for ${user.email}` });
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAccessibleDescription('This link is valid for 30 days.');
    // Focusing the field selects the whole link, for copying by hand.
    await userEvent.click(field);
    await waitFor(() => expect((field as HTMLInputElement).selectionStart).toBe(0));
    await expect((field as HTMLInputElement).selectionEnd).toBe(link.length);
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue(link);

    await userEvent.click(modal.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).toHaveBeenCalledWith(link);
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    namedState: [{ text: 'Error loading password reset link' }, { role: 'textbox', gone: true }],
  },
  args: { link: { status: 'failed', retry: onRetry } },
  play: async ({ args }) => {
    onRetry.mockClear();
    const modal = await dialog();
    await expect(modal.getByText('Error loading password reset link')).toBeVisible();
    await expect(modal.queryByRole('textbox')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const CloseAndEscape: Story = {
  parameters: { namedState: { role: 'dialog' } },
  play: async ({ args }) => {
    const modal = await dialog();
    // The header's close button and the footer's Close both close it, and so does Escape.
    const [headerClose, footerClose] = modal.getAllByRole('button', { name: 'Close' });
    await userEvent.click(headerClose!);
    await userEvent.click(footerClose!);
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(3);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** The connected dialog's life: loading, failed, tried again, loaded; copied. */
function RequestHarness({
  onCopy,
  ...props
}: PasswordResetLinkModalProps & { answers: ('failed' | 'loaded')[] }) {
  const [answers] = useState(() => [...props.answers]);
  const [state, setState] = useState<Loadable<string>>({ status: 'loading' });
  const retry = () => {
    onRetry();
    setState({ status: 'loading' });
  };
  const answer = () => {
    const next = answers.shift();
    setState(
      next === undefined
        ? { status: 'loading' }
        : next === 'failed'
          ? { status: 'failed', retry }
          : { status: 'loaded', data: link },
    );
  };
  return (
    <>
      <button type="button" className="visually-hidden" onClick={answer}>
        Answer
      </button>
      <PasswordResetLinkModal {...props} link={state} onCopy={onCopy} />
    </>
  );
}

// A flow: failed, retried (the spinner again), then the link; each is a state of its own story.
export const FailedThenRetried: StoryObj<typeof RequestHarness> = {
  tags: ['flow'],
  args: { answers: ['failed', 'loaded'] },
  render: (args) => <RequestHarness {...args} />,
  play: async ({ args }) => {
    onRetry.mockClear();
    const modal = await dialog();
    // The harness's stand-in for the server, behind the modal: clicked directly, not by pointer.
    const answer = () => screen.getByRole('button', { name: 'Answer', hidden: true }).click();
    await expect(modal.getByRole('status')).toHaveTextContent('Creating password reset link');
    answer();
    await userEvent.click(await modal.findByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    // Trying again shows the spinner again until the new answer.
    await expect(modal.getByRole('status')).toHaveTextContent('Creating password reset link');
    answer();
    await userEvent.click(await modal.findByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).toHaveBeenCalledWith(link);
  },
};

/** Loaded in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const LoadedInDark: Story = inDark(Loaded);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const LoadedFitsALaptop: Story = fitsALaptop(Loaded);
export const LoadedFitsAPhone: Story = fitsAPhone(Loaded);
