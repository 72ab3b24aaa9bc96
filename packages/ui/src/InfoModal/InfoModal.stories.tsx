import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InfoModal } from './InfoModal.tsx';
import { infoModalGuide } from './InfoModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const meta = {
  title: 'Dialogs/Info',
  component: InfoModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(infoModalGuide, { frameHeight: 320 }) },
  argTypes: {
    children: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'lg'] },
  },
  args: {
    show: true,
    title: 'Password Reset link',
    onHide: fn(),
    children: 'The link is valid for 30 days.',
  },
} satisfies Meta<typeof InfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Password Reset link' }));

export const Open: Story = {
  parameters: {
    namedState: [
      { text: 'The link is valid for 30 days.' },
      { role: 'button', name: 'Cancel', gone: true },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText('The link is valid for 30 days.')).toBeVisible();
    // Only closing: no Save, no Cancel.
    await expect(modal.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(modal.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const [closeX, close] = modal.getAllByRole('button', { name: 'Close' });
    await userEvent.click(close!);
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await userEvent.click(closeX!);
    await expect(args.onHide).toHaveBeenCalledTimes(2);
  },
};

export const EscapeCloses: Story = {
  parameters: { namedState: { role: 'dialog' } },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const Large: Story = {
  parameters: {
    namedState: [{ role: 'dialog', name: 'MFA Devices' }, { text: 'No MFA devices found' }],
  },
  args: {
    title: 'MFA Devices',
    size: 'lg',
    children: 'No MFA devices found',
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'MFA Devices' });
    await expect(modal.querySelector('.modal-lg')).not.toBeNull();
  },
};

/** Open in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const OpenInDark: Story = inDark(Open);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const LargeFitsALaptop: Story = fitsALaptop(Large);
export const LargeFitsAPhone: Story = fitsAPhone(Large);
