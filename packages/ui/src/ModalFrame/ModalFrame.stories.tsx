import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ModalFrame } from './ModalFrame.tsx';

const meta = {
  title: 'UI/ModalFrame',
  component: ModalFrame,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every dialog: a titled header, the body, a dismiss button and at most one action; locked while busy.',
      },
      story: { inline: false, iframeHeight: 360 },
    },
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
