import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { SearchBox } from './SearchBox.tsx';
import { searchBoxGuide } from './SearchBox.guide.ts';

const meta = {
  title: 'Components/Search Box',
  component: SearchBox,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(searchBoxGuide) },
  args: {
    label: 'Search users',
    placeholder: 'Search all Users by name, email, or company name',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { namedState: { role: 'searchbox', name: 'Search users' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search users' });
    await expect(input).toHaveAttribute(
      'placeholder',
      'Search all Users by name, email, or company name',
    );
  },
};

export const WithValue: Story = {
  parameters: { namedState: { role: 'searchbox', value: 'acme' } },
  args: { value: 'acme', label: 'Search companies', placeholder: 'Search all Companies' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('acme');
  },
};

/** The 500 ms wait itself is proven with a fake clock in SearchBox.test.tsx; here it is shortened. */
export const EmitsAfterTypingPauses: Story = {
  parameters: { namedState: { role: 'searchbox', name: 'Search users', value: 'jane' } },
  args: { debounceMs: 300 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(input, 'jane', { delay: null });
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('jane'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};
