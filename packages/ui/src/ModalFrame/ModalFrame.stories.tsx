import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ModalFrame } from './ModalFrame.tsx';
import { modalFrameGuide } from './ModalFrame.guide.ts';
import { guideDocs } from '../guides/guide.ts';

const meta = {
  title: 'Components/Modal Frame',
  component: ModalFrame,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(modalFrameGuide, { frameHeight: 360 }) },
  argTypes: {
    children: { control: false },
    action: { control: false },
    onSubmit: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'lg'] },
  },
  args: {
    show: true,
    title: 'Edit Credits',
    children: 'The dialog’s body.',
    onHide: fn(),
    action: { label: 'Save', onClick: fn() },
  },
} satisfies Meta<typeof ModalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit Credits' }));

export const WithAction: Story = {
  parameters: { namedState: { role: 'button', name: 'Save' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(3);
  },
};

export const OnlyShows: Story = {
  parameters: { namedState: { role: 'dialog' } },
  args: { title: 'Edit Credits', action: undefined, dismissLabel: 'Close' },
  play: async ({ args }) => {
    const modal = await dialog();
    // The footer's Close and the header's close button: nothing else to press.
    await expect(modal.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '',
      'Close',
    ]);
    await userEvent.click(modal.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Cancel', disabled: true },
      { role: 'button', name: 'Close', gone: true },
    ],
    focusOnBody:
      "While the call runs its buttons are disabled (nothing is sent twice) and hold no focus: whether the modal's focus trap has moved it to the dialog by the end of the play depends on its timer (this story once ended on <body> in a clean-clone run); useFocusBackAfterSubmit gives it back when the call ends",
  },
  args: { busy: true },
  play: async ({ args }) => {
    const modal = await dialog();
    const save = modal.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(modal.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

export const FormSubmitsOnEnter: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Downloads', value: '120' } },
  args: {
    action: { label: 'Save' },
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: <input aria-label="Downloads" defaultValue="120" />,
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Downloads' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A dialog taller than the window whose action fails, as a parent shows it (the error's words). */
function TallFailingDialog(props: Parameters<typeof ModalFrame>[0]) {
  const [error, setError] = useState<string>();
  return (
    <ModalFrame
      {...props}
      error={error}
      action={{ label: 'Save', onClick: () => setError('Error updating company credits') }}
    >
      <div style={{ height: '150vh' }}>A body taller than the window.</div>
    </ModalFrame>
  );
}

/**
 * The failure's words come with the footer whole in view, even when the person had scrolled up
 * a tall dialog: the body scrolls, the footer stays, so the message is seen beside the button
 * that tries again.
 */
export const FailedOnTallDialog: Story = {
  parameters: { namedState: { role: 'alert' } },
  render: (args) => <TallFailingDialog {...args} />,
  play: async () => {
    const modal = await dialog();
    const save = modal.getByRole('button', { name: 'Save' });
    const body = save.closest('.modal-content')!.querySelector<HTMLElement>('.modal-body')!;
    // Scrolled to the top of a body taller than the window: the footer is still in view.
    body.scrollTop = 0;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // A click without focus: focusing Save would scroll it into view by itself.
    save.click();
    const alert = await modal.findByRole('alert');
    await expect(alert).toHaveTextContent('Error updating company credits');
    const footer = alert.parentElement!;
    // Within a pixel: layout in fractions of one (the footer ended at 720.3 of 720).
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(body.scrollTop).toBe(0);
  },
};
