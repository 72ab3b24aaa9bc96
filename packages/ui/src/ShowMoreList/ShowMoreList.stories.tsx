import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { guideDocs } from '../guides/guide.ts';
import { ShowMoreList, type ShowMoreListProps } from './ShowMoreList.tsx';
import { showMoreListGuide } from './ShowMoreList.guide.ts';

interface Row {
  id: number;
  name: string;
  email: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Team Member ${index + 1}`,
    email: `member${index + 1}@acme.example`,
  }));

/** ShowMoreList fixed to one row type, so the story args are typed. */
const MemberList = (props: ShowMoreListProps<Row>) => <ShowMoreList {...props} />;

const meta = {
  title: 'Components/Show More List',
  component: MemberList,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(showMoreListGuide) },
  argTypes: {
    items: { control: false },
    getKey: { control: false },
    renderItem: { control: false },
    emptyState: { control: false },
    limit: { control: 'number' },
    highlightKey: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div className="card" style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Users',
    items: rows(8),
    getKey: (row) => row.id,
    renderItem: (row) => (
      <div className="d-flex justify-content-between">
        <span className="fw-medium">{row.name}</span>
        <span className="text-body-secondary">{row.email}</span>
      </div>
    ),
    emptyState: <EmptyState title="No Users Found" />,
  },
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  parameters: { namedState: { role: 'button', name: 'Show More' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByText('Team Member 6')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Expanded: Story = {
  parameters: { namedState: { role: 'button', name: 'Show Less' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText('Team Member 6')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const CollapsedAgain: Story = {
  parameters: { namedState: { role: 'button', name: 'Show More' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

/** A company's 200 users: 'Show More' adds them in batches of 20, the list busy meanwhile. */
export const LongListExpandsInBatches: Story = {
  args: { items: rows(200) },
  parameters: {
    namedState: { role: 'button', name: 'Show Less' },
    screenshot: {
      skip: 'the look of an expanded list is the Expanded story; this one tests batching',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    const list = canvas.getByRole('list', { name: 'Users' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(200));
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Team Member 200')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

/**
 * A company of 10,000 users: past `VIRTUALISE_ABOVE` rows the expanded list scrolls in a box
 * that holds only the rows in view, each saying its place in the whole list.
 */
export const VeryLongListIsVirtualised: Story = {
  parameters: { namedState: { role: 'button', name: 'Show Less' } },
  args: { items: rows(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    const list = canvas.getByRole('list', { name: 'Users' });
    const shown = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(shown().length).toBeGreaterThan(5));
    await expect(shown().length).toBeLessThan(60);
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(shown()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(shown()[0]).toHaveAttribute('aria-setsize', '10000');
    // End in the focused box: the last row, and still only a window of rows rendered.
    canvas.getByRole('region', { name: 'Users, scrolling list' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Team Member 10000')).toBeVisible());
    await expect(shown().at(-1)).toHaveAttribute('aria-posinset', '10000');
    await expect(shown().length).toBeLessThan(60);
    await expect(canvas.queryByText('Team Member 5000')).toBeNull();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('Team Member 1')).toBeVisible());
    await expect(canvas.queryByText('Team Member 10000')).toBeNull();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Team Member 10000')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

/**
 * At 500 rows (`VIRTUALISE_ABOVE`) exactly, every row is still in the document. The number is
 * written out, not read from the constant: a story that followed it would pass whatever it became,
 * and 500 is what was measured to batch well under 50 ms.
 */
export const LongestListRenderedWhole: Story = {
  args: { items: rows(500) },
  parameters: {
    namedState: { role: 'button', name: 'Show Less' },
    screenshot: {
      skip: 'the look of an expanded list is the Expanded story; this one counts rows',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    const list = canvas.getByRole('list', { name: 'Users' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(500));
    await expect(list.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const ExactlyFive: Story = {
  parameters: { namedState: [{ role: 'list' }, { role: 'button', gone: true }] },
  args: { items: rows(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { namedState: [{ text: 'No Users Found' }, { role: 'list', gone: true }] },
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Users Found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const HighlightedRowPastTheFirstFive: Story = {
  parameters: { namedState: { role: 'button', name: 'Show Less' } },
  args: { items: rows(30), highlightKey: 17 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Opened for it, as after Show More, then the rest follows.
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const row = canvas.getByText('Team Member 17').closest('li')!;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toHaveClass('ah-row-highlight');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(30));
    // On a busy machine Storybook may still hide its canvas when the row mounts; the row takes
    // focus once shown (HighlightedRowInAListShownLater), so the check waits for it.
    await waitFor(() => expect(row).toHaveFocus());
    // The one row marked.
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/**
 * The list rendered inside a container that is displayed a moment later (a panel about to open;
 * Storybook's own canvas while a story is still being prepared on a busy machine). A hidden row
 * cannot take focus, so the list waits until the row has a box.
 */
function ShownLater(props: ShowMoreListProps<Row>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div hidden={!shown}>
      <ShowMoreList {...props} />
    </div>
  );
}

export const HighlightedRowInAListShownLater: Story = {
  parameters: { namedState: { text: 'Team Member 17' } },
  args: { items: rows(30), highlightKey: 17 },
  render: (args) => <ShownLater {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Mounted while hidden: not focusable yet.
    const row = canvas.getByText('Team Member 17').closest('li')!;
    await expect(row).not.toBeVisible();
    await expect(row).not.toHaveFocus();
    await waitFor(() => expect(row).toBeVisible());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** The list as a company page fills it: the first rows, then the rest a moment later. */
function ArrivingLater(props: ShowMoreListProps<Row>) {
  const [items, setItems] = useState(() => rows(3));
  useEffect(() => {
    const timer = setTimeout(() => setItems(rows(12)), 300);
    return () => clearTimeout(timer);
  }, []);
  return <ShowMoreList {...props} items={items} />;
}

export const HighlightedRowArrivesLater: Story = {
  parameters: { namedState: { text: 'Team Member 9' } },
  args: { highlightKey: 9 },
  render: (args) => <ArrivingLater {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    const row = (await canvas.findByText('Team Member 9')).closest('li')!;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toHaveFocus();
  },
};
