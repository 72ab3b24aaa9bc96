import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildUsers } from '@admin-hub/api-mocks';
import { guideDocs } from '../guides/guide.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { scrollRegionGuide } from './ScrollRegion.guide.ts';

const users = buildUsers(40);

const meta = {
  title: 'Components/Scroll Region',
  component: ScrollRegion,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(scrollRegionGuide) },
  argTypes: { children: { control: false } },
  args: {
    label: 'Skipped users',
    className: 'ah-skipped-list',
    children: (
      <ul className="small mb-0">
        {users.map((user) => (
          <li key={user.id}>{user.email}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing inside can be focused, yet Tab reaches the box, where the arrow keys scroll it (the
 * browser's own scrolling, which synthetic key events do not start).
 */
export const ReachedByKeyboard: Story = {
  parameters: { namedState: { role: 'region', name: 'Skipped users', focused: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Skipped users' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
