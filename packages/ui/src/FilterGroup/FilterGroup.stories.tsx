import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterGroup } from './FilterGroup.tsx';
import type { FilterGroupProps } from './FilterGroup.tsx';
import { filterGroupGuide } from './FilterGroup.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { ON_A_PHONE } from '../storyVariants/storyVariants.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All', count: 10000 },
  { value: 'invited', label: 'Invited', count: 1250 },
  { value: 'active', label: 'Active', count: 8750 },
];

const ROLE_OPTIONS = [
  { value: 'all', label: 'All', count: 10000 },
  { value: 'super_admin', label: 'Super Admin', count: 2 },
  { value: 'admin', label: 'Admin', count: 498 },
  { value: 'user', label: 'User', count: 9500 },
];

/** The group as a list page holds it: the choice it reports becomes its value. */
function Controlled(props: FilterGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FilterGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Filter Group',
  component: FilterGroup,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(filterGroupGuide) },
  argTypes: {
    options: {
      control: 'select',
      options: ['Status', 'Role'],
      mapping: { Status: STATUS_OPTIONS, Role: ROLE_OPTIONS },
    },
    // The story keeps the choice itself (Controlled): choose an option in the canvas.
    value: { control: false },
    ref: { control: false },
  },
  args: { label: 'Status', options: STATUS_OPTIONS, value: 'all', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChosen: Story = {
  parameters: { namedState: { role: 'radio', name: 'Active (8,750)', checked: false } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: 'Status' }));
    await expect(group.getByRole('radio', { name: 'All (10,000)' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Invited (1,250)' })).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'Active (8,750)' })).not.toBeChecked();
  },
};

export const ChoosingAnOption: Story = {
  parameters: { namedState: { role: 'radio', name: 'All (10,000)', checked: false } },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: 'Status' }));
    await userEvent.click(group.getByText('Invited'));
    await expect(args.onChange).toHaveBeenCalledWith('invited');
    await expect(group.getByRole('radio', { name: 'Invited (1,250)' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'All (10,000)' })).not.toBeChecked();
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  parameters: { namedState: { role: 'radio', name: 'Admin (498)', focused: true } },
  args: { label: 'Role', options: ROLE_OPTIONS },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: 'Role' }));
    // One Tab stop: the chosen option.
    await userEvent.tab();
    await expect(group.getByRole('radio', { name: 'All (10,000)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(group.getByRole('radio', { name: 'Super Admin (2)' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('admin');
    const admin = group.getByRole('radio', { name: 'Admin (498)' });
    await expect(admin).toBeChecked();
    await expect(admin).toHaveFocus();
    // One group for the browser (one name): Tab stops once on it, at its choice.
    const names = group.getAllByRole('radio').map((radio) => radio.getAttribute('name'));
    await expect(new Set(names).size).toBe(1);
    // The next Tab leaves the group: no chip is a stop of its own that no key acts on.
    await userEvent.tab();
    await expect(canvasElement.querySelector('[role="radiogroup"]')).not.toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    // And Shift+Tab comes back to the choice.
    await userEvent.tab({ shift: true });
    await expect(admin).toHaveFocus();
  },
};

export const WithoutCounts: Story = {
  parameters: { namedState: { role: 'radio', name: 'Active', checked: true } },
  args: { options: STATUS_OPTIONS.map(({ value, label }) => ({ value, label })), value: 'active' },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: 'Status' }));
    await expect(group.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(group.getAllByRole('radio')).toHaveLength(3);
  },
};

const PHONE = { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } };

export const WrapsOnAPhone: Story = {
  args: { label: 'Role', options: ROLE_OPTIONS },
  parameters: { namedState: { role: 'radiogroup' }, viewport: { options: PHONE }, ...ON_A_PHONE },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Role' });
    // Every option inside the screen's width: the row wraps rather than overflowing.
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const labels = [...group.querySelectorAll('label')];
    const tops = new Set(labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    for (const label of labels)
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
