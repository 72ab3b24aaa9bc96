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
  parameters: { namedState: { role: 'button', name: 'Export CSV', disabled: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the list loads, or is empty. */
export const Unavailable: Story = {
  parameters: { namedState: { role: 'button', name: 'Export CSV', disabled: true } },
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/**
 * An export runs: pressed again, the button starts nothing, and it keeps the focus it was pressed
 * with (a disabled button would drop it to the page, and the next Tab would start at the top).
 */
export const Exporting: Story = {
  parameters: { namedState: { role: 'button', name: 'Export CSV', focused: true } },
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
