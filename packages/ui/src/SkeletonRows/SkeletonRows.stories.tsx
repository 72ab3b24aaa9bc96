import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buildCompany, buildUser } from '@admin-hub/api-mocks';
import { CompanyList } from '../CompanyList/index.ts';
import { UserList } from '../UserList/index.ts';
import { SkeletonRows } from './SkeletonRows.tsx';
import { skeletonRowsGuide } from './SkeletonRows.guide.ts';
import { guideDocs } from '../guides/guide.ts';

const meta = {
  title: 'Components/Skeleton Rows',
  component: SkeletonRows,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(skeletonRowsGuide) },
  args: { count: 4 },
} satisfies Meta<typeof SkeletonRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeights = (list: Element | null) =>
  [...(list?.querySelectorAll(':scope > li') ?? [])].map(
    (row) => row.getBoundingClientRect().height,
  );

/** Beside the users they stand in for: each row as tall as the real one in its place. */
export const UserRows: Story = {
  parameters: { namedState: { role: 'list', name: 'Users' } },
  args: { selectable: true },
  render: (args) => (
    <div className="d-flex gap-3">
      <div className="flex-grow-1" data-testid="skeleton">
        <SkeletonRows {...args} />
      </div>
      <div className="flex-grow-1" data-testid="real">
        <UserList
          users={[buildUser({ id: 'u1' }), buildUser({ id: 'u2' })]}
          label="Users"
          onSelectionChange={fn()}
          companyHref={() => '/admin/companies/1'}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton').querySelector('ul');
    // Decoration: nothing of it reaches a screen reader.
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(rowHeights(skeleton).slice(0, 2)).toEqual(rowHeights(list));
    // 'Select all' above the rows takes the same room too: the first rows start level.
    await expect(skeleton!.getBoundingClientRect().top).toBeCloseTo(
      list.getBoundingClientRect().top,
      0,
    );
  },
};

export const CompanyRows: Story = {
  parameters: { namedState: { role: 'list', name: 'Companies' } },
  render: (args) => (
    <div className="d-flex gap-3">
      <div className="flex-grow-1" data-testid="skeleton">
        <SkeletonRows {...args} />
      </div>
      <div className="flex-grow-1">
        <CompanyList
          companies={[buildCompany({ id: 1 }), buildCompany({ id: 2 })]}
          label="Companies"
          companyHref={() => '/admin/companies/1'}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const real = rowHeights(canvas.getByRole('list', { name: 'Companies' }));
    const skeleton = canvas.getByTestId('skeleton').querySelector('ul');
    await expect(rowHeights(skeleton).slice(0, 2)).toEqual(real);
  },
};
