import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { InvitedBadge } from './InvitedBadge.tsx';
import { invitedBadgeGuide } from './InvitedBadge.guide.ts';

const meta = {
  title: 'Components/Invited Badge',
  component: InvitedBadge,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(invitedBadgeGuide) },
} satisfies Meta<typeof InvitedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { namedState: { text: 'Invited' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invited')).toBeVisible();
  },
};

export const BesideAName: Story = {
  parameters: { namedState: { text: 'Invited' } },
  render: () => (
    <span className="d-inline-flex align-items-center gap-2">
      jane@acme.example <InvitedBadge />
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invited')).toHaveClass('badge');
  },
};
