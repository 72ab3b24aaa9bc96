import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { MfaStatusBadge } from './MfaStatusBadge.tsx';
import { mfaStatusBadgeGuide } from './MfaStatusBadge.guide.ts';

const meta = {
  title: 'Components/MFA Status Badge',
  component: MfaStatusBadge,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(mfaStatusBadgeGuide) },
  args: { status: 'confirmed' },
} satisfies Meta<typeof MfaStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  parameters: { namedState: { text: 'Confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmed')).toHaveClass('bg-success-subtle');
  },
};

export const Unconfirmed: Story = {
  parameters: { namedState: { text: 'Unconfirmed' } },
  args: { status: 'unconfirmed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unconfirmed')).toHaveClass('bg-warning-subtle');
  },
};

export const AnyOtherStatus: Story = {
  parameters: { namedState: { text: 'Pending' } },
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toHaveClass('bg-warning-subtle');
  },
};
