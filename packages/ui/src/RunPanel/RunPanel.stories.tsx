import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@admin-hub/domain/messages';
import { RunPanel } from './RunPanel.tsx';
import type { RunRow } from './RunPanel.tsx';

const meta = {
  title: 'UI/RunPanel',
  component: RunPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A run over many items (a bulk action, an export's pages): progress 'done of total', failures so far and Cancel while it runs; afterwards every item's outcome with the reason of each failure or skip, 'Retry failed' and Close. Not a dialog: the page stays usable.",
      },
    },
  },
  args: {
    title: 'Send invite emails',
    status: 'running',
    total: 10,
    done: 4,
    failed: 1,
    unit: 'users',
    itemHeading: 'User',
    statusLabels: { succeeded: 'Sent', notStarted: 'Not sent' },
    onCancel: fn(),
    onRetryFailed: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RunPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (email: string, status: RunRow['status'], reason?: string): RunRow => ({
  key: email,
  label: email,
  status,
  reason,
});

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Send invite emails: progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', '4 of 10 users done, 1 failed');
    await expect(canvas.getByText('4 of 10 users done')).toBeVisible();
    await expect(canvas.getByText('1 failed')).toBeVisible();
    // No summary and no retry while it runs.
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Cancelling: Story = {
  args: { status: 'cancelling', done: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await expect(canvas.getByText(/the calls under way finish first/)).toBeVisible();
    await expect(canvas.getByText('6 of 10 users done')).toBeVisible();
  },
};

export const AllSucceeded: Story = {
  args: {
    status: 'finished',
    done: 3,
    failed: 0,
    total: 3,
    rows: [
      row('ada@acme.example', 'succeeded'),
      row('uma@acme.example', 'succeeded'),
      row('new.hire@acme.example', 'succeeded'),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent: 3')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Some calls failed and the rules skipped some users: problems first, each with its reason. */
export const PartialFailureWithSkipped: Story = {
  args: {
    title: 'Delete',
    status: 'finished',
    done: 3,
    failed: 1,
    total: 3,
    statusLabels: { succeeded: 'Deleted', notStarted: 'Not deleted' },
    rows: [
      row('ada@acme.example', 'succeeded'),
      row('uma@acme.example', 'failed', 'Error deleting user'),
      row('new.hire@acme.example', 'succeeded'),
      row('superadmin@example.com', 'skipped', MESSAGES.cannotDeleteSelf),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed: 1 · Skipped: 1 · Deleted: 2')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows.map((tr) => tr.textContent)).toEqual([
      'uma@acme.exampleFailedError deleting user',
      `superadmin@example.comSkipped${MESSAGES.cannotDeleteSelf}`,
      'ada@acme.exampleDeleted',
      'new.hire@acme.exampleDeleted',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry failed' }));
    await expect(args.onRetryFailed).toHaveBeenCalledTimes(1);
  },
};

/** Cancelled: what was sent, and who was never sent to. Nothing failed, so no retry. */
export const Cancelled: Story = {
  args: {
    status: 'cancelled',
    done: 2,
    failed: 0,
    total: 4,
    rows: [
      row('ada@acme.example', 'succeeded'),
      row('uma@acme.example', 'succeeded'),
      row('new.hire@acme.example', 'notStarted'),
      row('li.wei@acme.example', 'notStarted'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Send invite emails: cancelled' }),
    ).toBeVisible();
    await expect(canvas.getByText('Not sent: 2 · Sent: 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  },
};

const thousand = Array.from({ length: 1000 }, (_, index) =>
  row(
    `user${index + 1}@megaplex.example`,
    index % 250 === 7 ? 'failed' : 'succeeded',
    index % 250 === 7 ? 'Error sending invite email' : undefined,
  ),
);

/** A summary of a thousand users renders in batches and scrolls inside the panel. */
export const LongSummary: Story = {
  args: { status: 'finished', done: 1000, total: 1000, failed: 4, rows: thousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1001));
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Failed: 4 · Sent: 996')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Outcome of each user' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
