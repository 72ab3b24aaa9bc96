import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@admin-hub/domain/messages';
import { RunPanel } from './RunPanel.tsx';
import type { RunPanelProps, RunRow } from './RunPanel.tsx';
import { runPanelGuide } from './RunPanel.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark, ON_A_PHONE } from '../storyVariants/storyVariants.ts';

const meta = {
  title: 'Components/Run Panel',
  component: RunPanel,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(runPanelGuide) },
  argTypes: {
    status: {
      control: 'select',
      options: ['running', 'cancelling', 'finished', 'cancelled', 'cancelledLate'],
    },
    statusLabels: { control: false },
    rows: { control: false },
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
    continueVerb: 'Send to',
    onCancel: fn(),
    onRetryFailed: fn(),
    onContinue: fn(),
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
  parameters: {
    namedState: [{ text: '1 failed' }, { role: 'button', name: 'Retry failed', gone: true }],
  },
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
  parameters: { namedState: { text: '6 of 10 users done' } },
  args: { status: 'cancelling', done: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await expect(canvas.getByText(/the calls under way finish first/)).toBeVisible();
    await expect(canvas.getByText('6 of 10 users done')).toBeVisible();
  },
};

export const AllSucceeded: Story = {
  parameters: { namedState: [{ text: 'Sent: 3' }, { role: 'progressbar', gone: true }] },
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
  parameters: { namedState: { text: 'Failed: 1 · Skipped: 1 · Deleted: 2' } },
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

/** On a phone each item's outcome is a short card of label and value: no e-mail broken mid-word. */
export const SummaryOnAPhone: Story = {
  ...PartialFailureWithSkipped,
  parameters: {
    namedState: { text: 'ada@acme.example' },
    ...PartialFailureWithSkipped.parameters,
    ...ON_A_PHONE,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // The header row is still there for a screen reader, out of sight.
    const header = within(table).getByRole('columnheader', { name: 'Outcome' });
    await expect(header.closest('thead')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // Found by text: a testing library reads the drawn label into the cell's name; a browser does not.
    const email = within(table).getByText('new.hire@acme.example');
    // One line: the address is not broken, and its label stands beside it.
    const lineHeight = parseFloat(getComputedStyle(email).lineHeight);
    await expect(email.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(getComputedStyle(email, '::before').content).toContain('User');
    // A row without a reason shows no empty 'Reason' line.
    const adaRow = within(table).getByText('ada@acme.example').closest('tr')!;
    await expect(adaRow.querySelector('td[data-label="Reason"]')).not.toBeVisible();
  },
};

/**
 * Cancelled: what was sent, and who was never sent to, offered in the run's own words. Nothing
 * failed, so no retry.
 */
export const Cancelled: Story = {
  parameters: {
    namedState: [
      { text: 'Not sent: 2 · Sent: 2' },
      { role: 'button', name: 'Retry failed', gone: true },
    ],
  },
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Send invite emails: cancelled' }),
    ).toBeVisible();
    await expect(canvas.getByText('Not sent: 2 · Sent: 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the 2 not sent' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onRetryFailed).not.toHaveBeenCalled();
  },
};

/** Cancelled after some failed: both the users never reached and the failed ones are offered. */
export const CancelledWithFailures: Story = {
  parameters: { namedState: { text: 'Failed: 1 · Not deleted: 3 · Deleted: 2' } },
  args: {
    title: 'Delete',
    status: 'cancelled',
    done: 3,
    failed: 1,
    total: 6,
    statusLabels: { succeeded: 'Deleted', notStarted: 'Not deleted' },
    continueVerb: 'Delete',
    rows: [
      row('ada@acme.example', 'succeeded'),
      row('uma@acme.example', 'failed', 'Error deleting user'),
      row('new.hire@acme.example', 'succeeded'),
      row('li.wei@acme.example', 'notStarted'),
      row('zoe.fairbanks@acme.example', 'notStarted'),
      row('priya.raman@acme.example', 'notStarted'),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delete: cancelled' })).toBeVisible();
    await expect(canvas.getByText('Failed: 1 · Not deleted: 3 · Deleted: 2')).toBeVisible();
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Delete the 3 not deleted', 'Retry failed', 'Close']);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry failed' }));
    await expect(args.onRetryFailed).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the 3 not deleted' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Cancel came when every call had started: it stopped nothing, and the panel says so. */
export const CancelledAfterEveryCallStarted: Story = {
  parameters: { namedState: { text: 'Sent: 3' } },
  args: {
    status: 'cancelledLate',
    done: 3,
    failed: 0,
    total: 3,
    rows: [
      row('ada@acme.example', 'succeeded'),
      row('uma@acme.example', 'succeeded'),
      row('new.hire@acme.example', 'succeeded'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Send invite emails' })).toBeVisible();
    await expect(canvas.queryByText(/cancelled/)).toBeNull();
    await expect(
      canvas.getByText('Every call had started before Cancel; nothing was left to stop.'),
    ).toBeVisible();
    await expect(canvas.getByText('Sent: 3')).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Close',
    ]);
  },
};

const FOUR = [
  'ada@acme.example',
  'uma@acme.example',
  'new.hire@acme.example',
  'li.wei@acme.example',
];

/** What the panel is given at each step of a run cancelled after two users, then continued. */
const PHASES = {
  running: { status: 'running', total: 4, done: 2, sent: 0 },
  cancelling: { status: 'cancelling', total: 4, done: 2, sent: 0 },
  cancelled: { status: 'cancelled', total: 4, done: 2, sent: 2 },
  continuing: { status: 'running', total: 2, done: 0, sent: 2 },
  finished: { status: 'finished', total: 2, done: 2, sent: 4 },
} as const;

/** The panel as a page drives it: the calls in flight settle a moment after each press. */
function SimulatedRun(props: RunPanelProps) {
  const [phase, setPhase] = useState<keyof typeof PHASES>('running');
  const { sent, ...shown } = PHASES[phase];
  const after = (next: keyof typeof PHASES) => setTimeout(() => setPhase(next), 300);
  return (
    <RunPanel
      {...props}
      {...shown}
      failed={0}
      rows={FOUR.map((email, index) => row(email, index < sent ? 'succeeded' : 'notStarted'))}
      onCancel={() => {
        props.onCancel();
        setPhase('cancelling');
        after('cancelled');
      }}
      onContinue={() => {
        props.onContinue?.();
        setPhase('continuing');
        after('finished');
      }}
    />
  );
}

const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/**
 * The keyboard alone: Cancel, then the offer. Focus never falls to the page: when Cancel
 * disables itself it stays in the panel, then goes to the offer, to Cancel again, to Close.
 */
export const KeyboardCancelThenContinue: Story = {
  tags: ['flow'],
  parameters: {
    screenshot: { skip: 'a flow: it ends as AllSucceeded looks, with Close focused' },
  },
  render: (args) => <SimulatedRun {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Send invite emails' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await waitFor(() => expect(focused(canvasElement)).toBe(panel));

    const offer = await canvas.findByRole('button', { name: 'Send to the 2 not sent' });
    await waitFor(() => expect(offer).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await expect(await canvas.findByText('Sent: 4')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A page around the panel: a bulk action's button before it, the list's first row after it. */
function PanelOnAPage(props: RunPanelProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="btn btn-outline-secondary mb-2">
        Send invite emails
      </button>
      {open && (
        <RunPanel
          {...props}
          onClose={() => {
            props.onClose();
            setOpen(false);
          }}
        />
      )}
      <a href="#first-row" className="d-block mt-2">
        ada@acme.example
      </a>
    </>
  );
}

/** A confirmation's Confirm: it goes with its dialog as the run starts, and the panel appears. */
function ConfirmThenRun(props: RunPanelProps) {
  const [running, setRunning] = useState(false);
  if (running) return <RunPanel {...props} />;
  return (
    <button type="button" className="btn btn-primary" onClick={() => setRunning(true)}>
      Confirm
    </button>
  );
}

/**
 * Confirmed by the keyboard, the run's panel takes the focus (the confirmation and the bar that
 * opened it are gone): one Tab reaches Cancel.
 */
export const TakesFocusAsItStarts: Story = {
  parameters: { namedState: { role: 'button', name: 'Cancel', focused: true } },
  args: { takeFocus: true },
  render: (args) => <ConfirmThenRun {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Send invite emails' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Close hands focus to the place the panel leaves: what a Tab from the panel's end reached. */
export const CloseLeavesFocusInItsPlace: Story = {
  tags: ['flow'],
  parameters: {
    screenshot: { skip: 'a flow: it ends on the page without the panel, a link focused' },
  },
  args: { status: 'finished', done: 10, failed: 0, rows: [row('ada@acme.example', 'succeeded')] },
  render: (args) => <PanelOnAPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Send invite emails' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ada@acme.example' })).toHaveFocus();
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
  parameters: { namedState: { role: 'region', name: 'Outcome of each user' } },
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

/** PartialFailureWithSkipped in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const PartialFailureWithSkippedInDark: Story = inDark(PartialFailureWithSkipped);
