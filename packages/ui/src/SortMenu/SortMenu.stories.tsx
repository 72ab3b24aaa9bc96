import { COMPANY_SORTS, USER_SORTS } from '@admin-hub/domain/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { SortMenu } from './SortMenu.tsx';
import { sortMenuGuide } from './SortMenu.guide.ts';

/** Every sort key of the two lists, for the `value` control. */
const SORT_KEYS = [...new Set([...USER_SORTS, ...COMPANY_SORTS].map(({ key }) => key))];

const meta = {
  title: 'Components/Sort Menu',
  component: SortMenu,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(sortMenuGuide) },
  argTypes: {
    options: { control: false },
    value: { control: 'select', options: SORT_KEYS },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  // Room for the open menu in screenshots.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Sort users',
    options: USER_SORTS.map(({ key, label }) => ({ key, label })),
    value: 'name-asc',
    onChange: fn(),
  },
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort users: Name A-Z' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Sort users: Name A-Z' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithCurrentMarked: Story = {
  parameters: { namedState: { role: 'button', name: 'Name A-Z' } },
  args: { value: 'email-desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort users: Email Z-A' }));
    const current = canvas.getByRole('button', { name: 'Email Z-A' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveClass('active');
    await expect(canvas.getByRole('button', { name: 'Name A-Z' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const ChoosingAnOption: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort users: Name A-Z' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort users: Name A-Z' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Name Z-A' }));
    await expect(args.onChange).toHaveBeenCalledWith('name-desc');
    await expect(canvas.getByRole('button', { name: 'Sort users: Name A-Z' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CompanySorts: Story = {
  parameters: { namedState: { role: 'button', name: 'A - Z' } },
  args: {
    label: 'Sort companies',
    options: COMPANY_SORTS.map(({ key, label }) => ({ key, label })),
    value: 'created-desc',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort companies: Date Created' }));
    await expect(canvas.getByRole('button', { name: 'Date Created' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'A - Z' })).toBeVisible();
  },
};
