import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { USER_SORTS } from '@admin-hub/domain/constants';
import type { UserSortKey } from '@admin-hub/domain/constants';
import { Pager } from '../Pager/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { SortMenu } from '../SortMenu/index.ts';
import { guideDocs } from '../guides/guide.ts';
import { DataToolbar } from './DataToolbar.tsx';
import { dataToolbarGuide } from './DataToolbar.guide.ts';

const meta = {
  title: 'Components/Data Toolbar',
  component: DataToolbar,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(dataToolbarGuide) },
  argTypes: {
    search: { control: false },
    sort: { control: false },
    children: { control: false },
    action: { control: false },
  },
  args: {
    title: 'Users',
    count: 57,
    search: (
      <SearchBox
        label="Search users"
        placeholder="Search all Users by name, email, or company name"
        onSearch={fn()}
      />
    ),
    sort: (
      <SortMenu<UserSortKey>
        label="Sort users"
        options={USER_SORTS}
        value="name-asc"
        onChange={fn()}
      />
    ),
    children: (
      <Pager page={1} perPage={40} total={57} onPageChange={fn()} label="Pages above the list" />
    ),
  },
} satisfies Meta<typeof DataToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  parameters: { namedState: { text: '1–40 / 57' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (57)' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sort users: Name A-Z' })).toBeVisible();
    await expect(canvas.getByText('1–40 / 57')).toBeVisible();
  },
};

export const CountUnknown: Story = {
  parameters: { namedState: { role: 'heading' } },
  args: { count: undefined, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Users$/,
    );
  },
};

export const TitleOnly: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Companies (0)' },
      { role: 'searchbox', gone: true },
    ],
  },
  args: { title: 'Companies', count: 0, search: undefined, sort: undefined, children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies (0)' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};
