import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ContentSign, SchedulerSign } from '@admin-hub/domain';
import { SignRow } from './SignRow.tsx';

const schedulerSign: SchedulerSign = {
  id: 11,
  name: 'Main Street Marquee',
  companyId: 1,
  city: 'Austin',
  state: 'TX',
  width: 1920,
  height: 1080,
};

const contentSign: ContentSign = {
  id: 21,
  name: 'Lobby Display',
  companyId: 1,
  city: 'Toronto',
  stateProvince: 'ON',
  width: 1080,
  height: 1920,
};

const meta = {
  title: 'UI/SignRow',
  component: SignRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One sign's list item: name, location and size, for scheduler and {product} signs alike.",
      },
    },
  },
  args: { sign: schedulerSign },
} satisfies Meta<typeof SignRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchedulerSignRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main Street Marquee')).toBeVisible();
    // Scheduler signs give their region as `state`.
    await expect(canvas.getByText('Austin, TX')).toBeVisible();
    await expect(canvas.getByText('1920 × 1080')).toBeVisible();
  },
};

export const ProductSignRow: Story = {
  args: { sign: contentSign },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lobby Display')).toBeVisible();
    // {product} signs give their region as `stateProvince`.
    await expect(canvas.getByText('Toronto, ON')).toBeVisible();
    await expect(canvas.getByText('1080 × 1920')).toBeVisible();
  },
};

export const CityOnly: Story = {
  args: {
    sign: { ...contentSign, id: 22, name: 'Pop-up Kiosk', city: 'Ottawa', stateProvince: '' },
  },
  play: async ({ canvasElement }) => {
    // No dangling comma when the region is missing.
    await expect(within(canvasElement).getByText('Ottawa')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(',');
  },
};

export const WithoutLocation: Story = {
  args: { sign: { ...schedulerSign, id: 12, name: 'Unplaced Sign', city: '', state: '' } },
  play: async ({ canvasElement }) => {
    // Only the name and the size are left.
    await expect(canvasElement).toHaveTextContent(/^Unplaced Sign1920 × 1080$/);
  },
};
