import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildContentSign, buildSchedulerSign } from '@admin-hub/api-mocks';
import { guideDocs } from '../guides/guide.ts';
import { SignRow } from './SignRow.tsx';
import { signRowGuide } from './SignRow.guide.ts';

const schedulerSign = buildSchedulerSign({
  id: 11,
  name: 'Main Street Marquee',
  city: 'Austin',
  state: 'TX',
  width: 1920,
  height: 1080,
});

const contentSign = buildContentSign({
  id: 21,
  name: 'Lobby Display',
  city: 'Toronto',
  stateProvince: 'ON',
  width: 1080,
  height: 1920,
});

const meta = {
  title: 'Components/Sign Row',
  component: SignRow,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(signRowGuide) },
  argTypes: { sign: { control: false }, actions: { control: false } },
  args: { sign: schedulerSign },
} satisfies Meta<typeof SignRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchedulerSignRow: Story = {
  parameters: { namedState: { text: '1920 × 1080' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main Street Marquee')).toBeVisible();
    // Scheduler signs give their region as `state`.
    await expect(canvas.getByText('Austin, TX')).toBeVisible();
    await expect(canvas.getByText('1920 × 1080')).toBeVisible();
  },
};

export const ProductSignRow: Story = {
  parameters: { namedState: { text: '1080 × 1920' } },
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
  parameters: { namedState: { text: 'Ottawa' } },
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
  parameters: { namedState: { text: 'Unplaced Sign' } },
  args: { sign: { ...schedulerSign, id: 12, name: 'Unplaced Sign', city: '', state: '' } },
  play: async ({ canvasElement }) => {
    // Only the name and the size are left.
    await expect(canvasElement).toHaveTextContent(/^Unplaced Sign1920 × 1080$/);
  },
};

const billboard = buildSchedulerSign();

export const WithActions: Story = {
  // Choosing Delete sign closes the menu: the frame is the row with its closed menu.
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for Main Street Billboard', expanded: false },
      { role: 'link', name: 'Edit sign', gone: true },
    ],
  },
  args: {
    sign: billboard,
    actions: [
      { label: 'View sign', href: 'https://scheduler.example.com/signs/1?redirectUrl=x' },
      { label: 'Edit sign', href: 'https://scheduler.example.com/signs/1/edit?redirectUrl=x' },
      { label: 'Delete sign', onSelect: fn() },
    ],
  },
  // Room below the row for the open menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for Main Street Billboard' }),
    );
    // View and edit leave for the scheduler app; delete is confirmed here.
    await expect(await canvas.findByRole('link', { name: 'Edit sign' })).toHaveAttribute(
      'href',
      'https://scheduler.example.com/signs/1/edit?redirectUrl=x',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete sign' }));
    await expect(args.actions?.[2]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const ActionsUnavailable: Story = {
  parameters: { namedState: { role: 'button', name: /^Edit sign/ } },
  args: {
    sign: buildContentSign(),
    actions: [
      {
        label: 'Edit sign',
        disabledReason: 'The company’s Signage Studio plan does not include managing signs',
      },
    ],
  },
  decorators: WithActions.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lobby Welcome Screen' }));
    await expect(
      await canvas.findByRole('button', { name: /^Edit sign/ }),
    ).toHaveAccessibleDescription(
      'The company’s Signage Studio plan does not include managing signs',
    );
  },
};
