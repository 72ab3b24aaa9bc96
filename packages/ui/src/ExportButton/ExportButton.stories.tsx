import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { ExportButton } from './ExportButton.tsx';
import { exportButtonGuide } from './ExportButton.guide.ts';

const meta = {
  title: 'Components/Export Button',
  component: ExportButton,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(exportButtonGuide) },
  args: { onClick: fn() },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the list loads, is empty, or an export runs. */
export const Unavailable: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
