import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, KeyRound, Mail, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDark, onAPhone } from '../storyVariants/storyVariants.ts';
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

/** The users list's four actions, with the words the bar shows where there is room. */
const FOUR_ACTIONS = [
  {
    label: 'Send invite emails',
    shortLabel: 'Send invite',
    icon: <Mail size={16} />,
    onSelect: fn(),
  },
  {
    label: 'Send password reset emails',
    shortLabel: 'Send password reset',
    icon: <KeyRound size={16} />,
    onSelect: fn(),
  },
  { label: 'Delete', variant: 'danger' as const, icon: <Trash2 size={16} />, onSelect: fn() },
  { label: 'Export', icon: <Download size={16} />, onSelect: fn() },
];

/** The page's column at 1280 px: 850 px less its padding, as the users list holds the bar. */
const inThePageColumn = (Story: () => React.JSX.Element) => (
  <div style={{ maxWidth: 802 }}>
    <Story />
  </div>
);

const barLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('.ah-bulk-bar__line')!;

/**
 * In the page's column at 1280 px, with the users list's four actions: each shows its words (no
 * icon), on the one line of the header the bar takes the place of, and is named by its label.
 */
export const LabelledInThePageColumn: Story = {
  args: {
    count: 9,
    actions: FOUR_ACTIONS,
    selected: { items: SELECTED, onDeselect: fn() },
  },
  decorators: [inThePageColumn],
  parameters: { namedState: { text: 'Send password reset' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    for (const [name, words] of [
      ['Send invite emails', 'Send invite'],
      ['Send password reset emails', 'Send password reset'],
      ['Delete', 'Delete'],
      ['Export', 'Export'],
    ] as const) {
      const button = bar.getByRole('button', { name });
      const label = within(button).getByText(words);
      await expect(label).toBeVisible();
      await expect(label.getBoundingClientRect().width).toBeGreaterThan(20);
      await expect(button.querySelector('.ah-bulk-bar__icon')).not.toBeVisible();
    }
    // One line: the count, its links and the actions share one row's height.
    await expect(barLine(canvasElement).getBoundingClientRect().height).toBeLessThan(40);
  },
};

export const LabelledInThePageColumnInDark: Story = inDark(LabelledInThePageColumn);

/**
 * On a phone the words do not fit: each action shows its icon alone, its label still its name.
 * Focused from the keyboard, an action shows its label as a tooltip (as it does on hover).
 */
export const IconsAloneOnAPhone: Story = onAPhone({
  args: { count: 9, actions: FOUR_ACTIONS },
  parameters: {
    screenshot: 'viewport',
    namedState: [
      { role: 'button', name: 'Send password reset emails', focused: true },
      { text: 'Send password reset emails' },
    ],
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    const reset = bar.getByRole('button', { name: 'Send password reset emails' });
    // Its words are visually hidden (a 1 px clip), not gone: still the button's name.
    await expect(reset.querySelector('.ah-bulk-bar__label')!.getBoundingClientRect().width).toBe(1);
    await expect(reset.querySelector('.ah-bulk-bar__icon')).toBeVisible();
    await expect(reset).not.toHaveAttribute('title');
    // From the keyboard: Clear selection, then the actions.
    for (let press = 0; press < 5 && document.activeElement !== reset; press += 1)
      await userEvent.tab();
    await expect(reset).toHaveFocus();
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        page.getByText('Send password reset emails', { selector: '.tooltip-inner' }),
      ).toBeVisible(),
    );
  },
});

export const IconsAloneOnAPhoneInDark: Story = inDark(IconsAloneOnAPhone);

/** Hovered, an action showing its icon alone shows its label too. */
export const IconAloneHovered: Story = onAPhone({
  args: { count: 9, actions: FOUR_ACTIONS },
  parameters: {
    screenshot: 'viewport',
    namedState: [{ role: 'button', name: 'Delete' }, { text: 'Delete' }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText('Delete', {
          selector: '.tooltip-inner',
        }),
      ).toBeVisible(),
    );
  },
});
