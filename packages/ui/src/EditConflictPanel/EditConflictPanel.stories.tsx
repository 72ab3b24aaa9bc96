import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import {
  EditConflictPanel,
  type ConflictChoice,
  type EditConflictPanelProps,
  type EditConflictRow,
} from './EditConflictPanel.tsx';
import { editConflictPanelGuide } from './EditConflictPanel.guide.ts';

const lastNameTheirsOnly: EditConflictRow = {
  field: 'lastName',
  label: 'Last name',
  theirsText: 'Dubois-Martin',
  mineText: 'Dubois',
  conflict: false,
};
const firstNameBoth: EditConflictRow = {
  field: 'firstName',
  label: 'First name',
  theirsText: 'Amy',
  mineText: 'Amélia',
  conflict: true,
};

/** The panel as a form holds it: choices kept, a refused Save counted. */
function Stateful(args: EditConflictPanelProps) {
  const [choices, setChoices] = useState(args.choices);
  return (
    <div style={{ maxWidth: 500 }}>
      <EditConflictPanel
        {...args}
        choices={choices}
        onChoose={(field: string, choice: ConflictChoice) => {
          setChoices((last) => ({ ...last, [field]: choice }));
          args.onChoose(field, choice);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Edit Conflict Panel',
  component: EditConflictPanel,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(editConflictPanelGuide) },
  render: (args) => <Stateful {...args} />,
  args: {
    rows: [lastNameTheirsOnly],
    choices: { lastName: 'theirs' },
    onChoose: fn(),
    refusedSaves: 0,
  },
} satisfies Meta<typeof EditConflictPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const legend = 'Last name: changed to "Dubois-Martin" by someone else since you opened this';

/** Someone else changed a field the person left alone: theirs is chosen, and focused. */
export const ChangedByOthersOnly: Story = {
  parameters: {
    namedState: [
      { role: 'radio', name: 'Keep mine: "Dubois"', checked: false },
      { role: 'button', name: 'Take all theirs', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    const group = panel.getByRole('group', { name: legend });
    const theirs = within(group).getByRole('radio', { name: 'Take theirs: "Dubois-Martin"' });
    await expect(theirs).toBeChecked();
    await waitFor(() => expect(theirs).toHaveFocus());
    await expect(
      within(group).getByRole('radio', { name: 'Keep mine: "Dubois"' }),
    ).not.toBeChecked();
    // One field: no whole-form shortcuts.
    await expect(panel.queryByRole('button', { name: 'Take all theirs' })).toBeNull();
  },
};

/** Both changed the field: nothing is chosen for the person. */
export const ChangedByBoth: Story = {
  parameters: {
    namedState: [
      { role: 'group', name: 'First name: changed to "Amy" by someone else since you opened this' },
      { role: 'radio', checked: false },
    ],
  },
  args: { rows: [firstNameBoth], choices: {} },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'First name: changed to "Amy" by someone else since you opened this',
    });
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Save pressed with a field both changed still open: said on it, focus on its first choice. */
export const UnsettledOnSave: Story = {
  parameters: { namedState: { role: 'group', name: /^First name: changed to "Amy"/ } },
  args: { rows: [firstNameBoth], choices: {}, refusedSaves: 1 },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Choose which value to keep.')).toBeVisible();
    const theirs = panel.getByRole('radio', { name: 'Take theirs: "Amy"' });
    await waitFor(() => expect(theirs).toHaveFocus());
    await expect(
      panel.getByRole('group', { name: /^First name: changed to "Amy"/ }),
    ).toHaveAccessibleDescription('Choose which value to keep.');
  },
};

/** Several fields: each settled on its own, or all at once with the shortcuts. */
export const SeveralFieldsKeepAllMine: Story = {
  parameters: { namedState: { role: 'radio', name: 'Keep mine: "Dubois"', checked: true } },
  args: { rows: [firstNameBoth, lastNameTheirsOnly], choices: { lastName: 'theirs' } },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Keep all mine' }));
    await expect(args.onChoose).toHaveBeenCalledWith('firstName', 'mine');
    await expect(args.onChoose).toHaveBeenCalledWith('lastName', 'mine');
    await expect(panel.getByRole('radio', { name: 'Keep mine: "Amélia"' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Keep mine: "Dubois"' })).toBeChecked();
  },
};

/** A field someone else emptied reads as cleared, not as an empty quote. */
export const ClearedByOthers: Story = {
  parameters: { namedState: { role: 'radio', name: 'Take theirs: (empty)', checked: true } },
  args: { rows: [{ ...lastNameTheirsOnly, theirsText: '' }] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(
      panel.getByRole('group', {
        name: 'Last name: cleared by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Take theirs: (empty)' })).toBeChecked();
  },
};
