import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { loadFailedGuide } from './LoadFailed.guide.ts';

const meta = {
  title: 'Components/Load Failed',
  component: LoadFailed,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(loadFailedGuide) },
  argTypes: {
    placement: { control: 'inline-radio', options: ['page', 'dialog', 'field', 'inline'] },
  },
  args: { message: 'The users could not be loaded.', onRetry: fn(), placement: 'page' },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPage: Story = {
  parameters: { namedState: { role: 'alert' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The users could not be loaded.');
    // On a page the alert keeps Bootstrap's margin below it.
    await expect(alert).not.toHaveClass('mb-0');
  },
};

export const RetryAsksAgain: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Retry' },
    screenshot: { skip: 'a click, not a state: OnAPage shows the alert' },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InADialog: Story = {
  parameters: { namedState: { role: 'alert' } },
  args: { message: 'The scheduler signs could not be loaded.', placement: 'dialog' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The scheduler signs could not be loaded.');
    // A dialog's body pads below it already.
    await expect(alert).toHaveClass('mb-0');
  },
};
