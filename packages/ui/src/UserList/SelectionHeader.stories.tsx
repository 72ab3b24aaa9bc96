import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkActionBar } from '../BulkActionBar/BulkActionBar.tsx';
import { ExportButton } from '../ExportButton/ExportButton.tsx';
import { SelectionHeader } from './SelectionHeader.tsx';
import type { SelectionHeaderProps } from './SelectionHeader.tsx';
import { selectionHeaderGuide } from './SelectionHeader.guide.ts';
import { guideDocs } from '../guides/guide.ts';

/** The header as a list owns it: the bar is handed in by the bulk actions' owner while rows are selected. */
function HeaderWithBar(props: SelectionHeaderProps) {
  const bar = props.selecting && (
    <BulkActionBar
      count={props.selectAll?.selectedCount ?? 0}
      noun="users"
      onClear={fn()}
      actions={[
        { label: 'Send invite emails', onSelect: fn() },
        { label: 'Delete', variant: 'danger', onSelect: fn() },
      ]}
    />
  );
  return <SelectionHeader {...props} bar={bar} />;
}

const meta = {
  title: 'Components/User List/Selection Header',
  component: SelectionHeader,
  render: (args) => <HeaderWithBar {...args} />,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(selectionHeaderGuide) },
  argTypes: {
    selectAll: { control: false },
    bar: { control: false },
    end: { control: false },
  },
  args: {
    selectAll: {
      label: 'Select all users on this page',
      rowCount: 8,
      selectedCount: 0,
      onChange: fn(),
    },
    selecting: false,
    end: <ExportButton onClick={fn()} />,
  },
} satisfies Meta<typeof SelectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Export CSV' },
      { role: 'region', name: 'Selected users', gone: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select all users on this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Selected users' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all users on this page' }));
    await expect(args.selectAll?.onChange).toHaveBeenCalledWith(true);
  },
};

/** The bar in the header's place: the box stays (its name for screen readers), Export steps aside. */
export const SomeSelected: Story = {
  parameters: {
    namedState: [
      { role: 'checkbox', name: 'Select all users on this page' },
      { role: 'button', name: 'Export CSV', gone: true },
    ],
  },
  args: {
    selectAll: {
      label: 'Select all users on this page',
      rowCount: 8,
      selectedCount: 3,
      onChange: fn(),
    },
    selecting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector('.ah-list-header')!;
    const bar = within(await canvas.findByRole('region', { name: 'Selected users' }));
    await expect(bar.getByText('3 users selected')).toBeVisible();
    await expect(header).toContainElement(canvas.getByRole('region', { name: 'Selected users' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all users on this page' }),
    ).toBePartiallyChecked();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

/** Both states are one height: ticking the first box moves nothing below the header. */
export const OneHeightInBothStates: Story = {
  tags: ['flow'],
  render: (args) => (
    <>
      <HeaderWithBar {...args} />
      <HeaderWithBar {...args} selecting selectAll={{ ...args.selectAll!, selectedCount: 3 }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Selected users' });
    const [idle, selecting] = [...canvasElement.querySelectorAll('.ah-list-header')];
    await expect(selecting!.getBoundingClientRect().height).toBe(
      idle!.getBoundingClientRect().height,
    );
  },
};
