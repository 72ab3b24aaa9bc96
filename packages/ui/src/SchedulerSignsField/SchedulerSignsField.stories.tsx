import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildSchedulerSign } from '@admin-hub/api-mocks';
import { schedulerSignPermissionsSchema } from '@admin-hub/domain/schemas/userSchemas';
import { FieldStoryForm } from '../FormFields/FieldStoryForm.tsx';
import { submitFieldStory } from '../FormFields/submitFieldStory.ts';
import { SchedulerSignsField, type SchedulerSignsLoad } from './SchedulerSignsField.tsx';
import { schedulerSignsFieldGuide } from './SchedulerSignsField.guide.ts';
import { guideDocs } from '../guides/guide.ts';

const signs = [
  buildSchedulerSign({ id: 1, name: 'Main Street Billboard' }),
  buildSchedulerSign({ id: 2, name: 'Highway 55 North' }),
  buildSchedulerSign({ id: 3, name: 'Riverside Mall Entrance', city: 'Peoria' }),
];

interface Args {
  load: SchedulerSignsLoad;
  /** Milliseconds until `load` arrives; the field shows the loading state meanwhile. */
  arrivesAfterMs?: number;
  onSubmit: (values: { signIds: number[] }) => Promise<void> | void;
}

/** The field in a form whose signs may still be on their way. */
function SignsForm({ load, arrivesAfterMs, onSubmit }: Args) {
  const [arrived, setArrived] = useState(arrivesAfterMs === undefined);
  useEffect(() => {
    if (arrivesAfterMs === undefined) return;
    const timer = setTimeout(() => setArrived(true), arrivesAfterMs);
    return () => clearTimeout(timer);
  }, [arrivesAfterMs]);
  return (
    <FieldStoryForm
      initialValues={{ signIds: [] as number[] }}
      schema={schedulerSignPermissionsSchema}
      onSubmit={onSubmit}
    >
      <SchedulerSignsField
        name="signIds"
        load={arrived ? load : { status: 'loading' }}
        failedMessage="The scheduler signs could not be loaded."
      />
    </FieldStoryForm>
  );
}

const meta = {
  title: 'Components/Scheduler Signs Field',
  component: SignsForm,
  tags: ['autodocs'],
  parameters: {
    docs: guideDocs(schedulerSignsFieldGuide),
    focusOnBody:
      "A field story's bare form takes focus off Submit after a submit (submitFieldStory), so that each picture shows the field at rest; in a modal, useFocusBackAfterSubmit returns it",
  },
  argTypes: { load: { control: false } },
  args: {
    load: { status: 'loaded', data: { signs } },
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPreselected: Story = {
  parameters: { namedState: { text: 'Peoria, IL' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(canvas.getByText('Peoria, IL')).toBeVisible();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [1, 2, 3] }));
  },
};

export const GrantedPreselected: Story = {
  parameters: { namedState: { text: '(1 of 3)' } },
  args: { load: { status: 'loaded', data: { signs, preselected: [2] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Highway 55 North/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Main Street Billboard/ })).not.toBeChecked();
    await expect(canvas.getByText('(1 of 3)')).toBeVisible();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [2] }));
  },
};

export const Loading: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Loading scheduler signs' },
      { role: 'checkbox', gone: true },
    ],
  },
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading scheduler signs');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const ArriveLater: Story = {
  // Once they have arrived: every sign ticked, the loading status gone.
  parameters: {
    namedState: [
      { role: 'checkbox', name: /Main Street Billboard/, checked: true },
      { role: 'checkbox', name: /Riverside Mall Entrance/, checked: true },
      { text: 'Loading scheduler signs', gone: true },
    ],
  },
  args: { arrivesAfterMs: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading scheduler signs');
    // Once they arrive, every sign is ticked as preselected.
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(3));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [1, 2, 3] }));
  },
};

const onRetry = fn();

export const LoadFailed: Story = {
  parameters: { namedState: { text: 'The scheduler signs could not be loaded.' } },
  args: { load: { status: 'failed', retry: onRetry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The scheduler signs could not be loaded.')).toBeVisible();
    onRetry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoSigns: Story = {
  parameters: {
    namedState: [{ text: 'No Signs Found' }, { role: 'button', name: 'Select All', gone: true }],
  },
  args: { load: { status: 'loaded', data: { signs: [], preselected: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Signs Found')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Select All' })).toBeNull();
  },
};
