import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildContentSign, buildSchedulerSign } from '@admin-hub/api-mocks';
import { guideDocs } from '../guides/guide.ts';
import { SignList } from './SignList.tsx';
import { signListGuide } from './SignList.guide.ts';

const schedulerSigns = [
  buildSchedulerSign({
    id: 11,
    name: 'Main Street Marquee',
    city: 'Austin',
    state: 'TX',
    width: 1920,
    height: 1080,
  }),
  buildSchedulerSign({
    id: 12,
    name: 'Highway 71 Billboard',
    city: 'Bastrop',
    state: 'TX',
    width: 960,
    height: 320,
  }),
];

const contentSigns = [
  buildContentSign({
    id: 21,
    name: 'Lobby Display',
    city: 'Toronto',
    stateProvince: 'ON',
    width: 1080,
    height: 1920,
  }),
  buildContentSign({
    id: 22,
    name: 'Unplaced Sign',
    city: '',
    stateProvince: '',
    width: 640,
    height: 480,
  }),
];

const meta = {
  title: 'Components/Sign List',
  component: SignList,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(signListGuide) },
  argTypes: { signs: { control: false } },
  args: { signs: schedulerSigns, label: 'Scheduler Signs' },
} satisfies Meta<typeof SignList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchedulerSigns: Story = {
  parameters: { namedState: { text: '1920 × 1080' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Scheduler Signs' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByText('Austin, TX')).toBeVisible();
    await expect(canvas.getByText('1920 × 1080')).toBeVisible();
  },
};

export const ProductSigns: Story = {
  parameters: { namedState: { text: 'Toronto, ON' } },
  args: { signs: contentSigns, label: 'Signage Studio Signs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // {product} signs name their region stateProvince.
    await expect(canvas.getByText('Toronto, ON')).toBeVisible();
    // A sign without a location shows only its size.
    const unplaced = canvas.getByText('Unplaced Sign').closest('li');
    await expect(unplaced).toHaveTextContent('Unplaced Sign640 × 480');
  },
};
