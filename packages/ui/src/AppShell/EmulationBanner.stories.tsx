import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { EmulationBanner } from './EmulationBanner.tsx';
import { emulationBannerGuide } from './EmulationBanner.guide.ts';

const meta = {
  title: 'Components/App Frame/Emulation Banner',
  component: EmulationBanner,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(emulationBannerGuide) },
  args: {
    label: 'You are emulating Alex Admin (admin@acme.example)',
    onCancel: fn(),
    cancelling: false,
  },
} satisfies Meta<typeof EmulationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Emulating: Story = {
  parameters: { namedState: { role: 'button', name: 'Cancel', disabled: false } },
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Emulation' }));
    await expect(
      banner.getByText('You are emulating Alex Admin (admin@acme.example)'),
    ).toBeVisible();
    const cancel = banner.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Cancelling: Story = {
  parameters: { namedState: { role: 'button', name: 'Cancel' } },
  args: { cancelling: true },
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Emulation' }));
    await expect(banner.getByText(/You are emulating Alex Admin/)).toBeVisible();
    // Disabled while the request runs, so the emulation is not cancelled twice.
    const cancel = banner.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
