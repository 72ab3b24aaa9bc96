import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { bulkActionBarGuide } from './BulkActionBar.guide.ts';

const sendInvites = fn();
const remove = fn();

const meta = {
  title: 'Components/Bulk Action Bar',
  component: BulkActionBar,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(bulkActionBarGuide) },
  argTypes: {
    actions: { control: false },
    selectAll: { control: false },
    selected: { control: false },
  },
  args: {
    count: 3,
    noun: 'users',
    onClear: fn(),
    actions: [
      { label: 'Send invite emails', icon: <Mail size={16} />, onSelect: sendInvites },
      { label: 'Delete', variant: 'danger', icon: <Trash2 size={16} />, onSelect: remove },
    ],
  },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeSelected: Story = {
  parameters: {
    namedState: [{ text: '3 users selected' }, { role: 'button', name: /^Select all/, gone: true }],
  },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement.querySelector('section')!);
    await expect(canvasElement.querySelector('section')).toHaveAccessibleName('Selected users');
    await expect(bar.getByText('3 users selected')).toBeVisible();
    await expect(bar.queryByRole('button', { name: /^Select all/ })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Send invite emails' }));
    await expect(sendInvites).toHaveBeenCalledTimes(1);
    await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
    await expect(remove).toHaveBeenCalledTimes(1);
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const OneSelected: Story = {
  parameters: { namedState: { text: '1 user selected' } },
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 user selected')).toBeVisible();
  },
};

/** Every row on screen is selected and the list has more: the whole list can be selected. */
export const OffersSelectAll: Story = {
  parameters: { namedState: { role: 'button', name: 'Select all 1,500 users' } },
  args: { count: 40, selectAll: { total: 1500, onSelect: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 1,500 users' }));
    await expect(args.selectAll?.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** A run is under way: nothing else starts until it ends, but the selection can be cleared. */
export const WhileRunning: Story = {
  parameters: { namedState: { role: 'button', name: 'Clear selection', disabled: false } },
  args: { busy: true, selectAll: { total: 1500, onSelect: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send invite emails' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Select all 1,500 users' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeEnabled();
  },
};

const deselect = fn();

const SELECTED = [
  { key: 'ada', label: 'Ada Lovelace · ada@acme.example', notShown: false },
  { key: 'grace', label: 'Grace Hopper · grace@acme.example', notShown: true },
  { key: 'new', label: 'new.hire@acme.example', notShown: true },
];

/**
 * Two of the three selected users are not among the rows on screen (another page, or hidden by
 * the search): the bar counts them, and 'Show selected' lists the whole selection.
 */
export const SomeNotShown: Story = {
  parameters: { namedState: { role: 'button', name: 'Hide selected' } },
  args: { notShown: 2, selected: { items: SELECTED, onDeselect: deselect } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement.querySelector('section')!);
    await expect(bar.getByText('3 users selected, 2 not shown')).toBeVisible();
    const toggle = bar.getByRole('button', { name: 'Show selected' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(bar.getByRole('button', { name: 'Hide selected' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = within(bar.getByRole('region', { name: 'List of selected users' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada Lovelace · ada@acme.example' + 'Deselect',
      'Grace Hopper · grace@acme.example (not shown)' + 'Deselect',
      'new.hire@acme.example (not shown)' + 'Deselect',
    ]);
    await userEvent.click(
      list.getByRole('button', { name: 'Deselect Grace Hopper · grace@acme.example' }),
    );
    await expect(deselect).toHaveBeenCalledWith('grace');
  },
};

/** 'Show selected' lists the first hundred users of a larger selection, then says how many more. */
export const ManySelectedShown: Story = {
  parameters: { namedState: { text: 'and 150 more' } },
  args: {
    count: 250,
    notShown: 210,
    selected: {
      items: Array.from({ length: 250 }, (_, index) => ({
        key: `user-${index + 1}`,
        label: `user${index + 1}@acme.example`,
        notShown: index >= 40,
      })),
      onDeselect: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement.querySelector('section')!);
    await expect(bar.getByText('250 users selected, 210 not shown')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Show selected' }));
    const list = within(bar.getByRole('region', { name: 'List of selected users' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(100);
    await expect(list.getByText('and 150 more')).toBeInTheDocument();
  },
};

/**
 * In the page's 850 px column (the app's content width): the actions show their icons alone, so
 * the bar stays one line; each keeps its label as its name and its tooltip.
 */
export const InThePageColumn: Story = {
  parameters: { namedState: { role: 'button', name: 'Send invite emails' } },
  args: { count: 40, selectAll: { total: 1500, onSelect: fn() }, notShown: 0 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 818 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    const invite = bar.getByRole('button', { name: 'Send invite emails' });
    await expect(invite).toHaveAttribute('title', 'Send invite emails');
    // Its label is visually hidden (a 1 px clip), not gone: still the button's name.
    await expect(invite.querySelector('.ah-bulk-bar__label')!.getBoundingClientRect().width).toBe(
      1,
    );
    // One line: the count, the links and the actions share one row's height.
    const line = canvasElement.querySelector('.ah-bulk-bar > div')!;
    await expect(line.getBoundingClientRect().height).toBeLessThan(40);
  },
};
