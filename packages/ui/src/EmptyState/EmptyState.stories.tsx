import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, MonitorSmartphone } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: 'What a list shows when it has no rows.' } } },
  args: { title: 'No Users Found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUsers: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No Users Found');
  },
};

export const NoSigns: Story = {
  args: { title: 'No Signs Found', icon: <MonitorSmartphone size={28} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Signs Found')).toBeVisible();
  },
};

export const NoCompaniesWithAction: Story = {
  args: {
    title: 'No Companies Found',
    icon: <Building2 size={28} />,
    children: (
      <Button variant="outline-primary" size="sm">
        Clear search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Companies Found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeEnabled();
  },
};
