import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, MonitorSmartphone } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { EmptyState } from './EmptyState.tsx';
import { emptyStateGuide } from './EmptyState.guide.ts';

const clearSearch = fn();

const meta = {
  title: 'Components/Empty State',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(emptyStateGuide) },
  args: { title: 'No Users Found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUsers: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'No Users Found' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No Users Found');
  },
};

export const NoSigns: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'No Signs Found' }] },
  args: { title: 'No Signs Found', icon: <MonitorSmartphone size={28} /> },
  play: async ({ canvasElement }) => {
    // The given icon replaces the default one, and stays decoration: only the title is read.
    const icon = canvasElement.querySelector('.ah-empty-state__icon');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelector('svg')).toHaveClass('lucide-monitor-smartphone');
    await expect(icon?.querySelector('.lucide-inbox')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^No Signs Found$/);
  },
};

export const NoCompaniesWithAction: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'No Companies Found' },
      { role: 'button', name: 'Clear search' },
    ],
    focusOnBody:
      'The play blurs Clear search on purpose, so that the picture of this state shows the button at rest',
  },
  args: {
    title: 'No Companies Found',
    icon: <Building2 size={28} />,
    description: 'No company’s name contains “zeta”.',
    action: (
      <Button variant="outline-primary" size="sm" onClick={clearSearch}>
        Clear search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Title, then why, then the next step, read in that order.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^No Companies Found.*No company’s name contains “zeta”\..*Clear search$/,
    );
    // The action under the sentence is the caller's, and works.
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    await expect(clearSearch).toHaveBeenCalledTimes(1);
    // Back at rest, as the picture of this state shows it.
    await userEvent.unhover(clear);
    clear.blur();
  },
};
