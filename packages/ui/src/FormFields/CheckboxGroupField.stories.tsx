import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { array, number, object, type AnyObjectSchema } from 'yup';
import { buildSchedulerSign } from '@admin-hub/api-mocks';
import { schedulerSignPermissionsSchema } from '@admin-hub/domain/schemas/userSchemas';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField.tsx';
import { startSubmitting, submitFieldStory } from './submitFieldStory.ts';
import { FieldStoryForm } from './FieldStoryForm.tsx';
import { guideDocs } from '../guides/guide.ts';
import { checkboxGroupFieldGuide } from './CheckboxGroupField.guide.ts';

const signs = [
  buildSchedulerSign({ id: 1, name: 'Main Street Billboard', city: 'Springfield' }),
  buildSchedulerSign({ id: 2, name: 'Highway 55 North', city: 'Springfield' }),
  buildSchedulerSign({ id: 3, name: 'Riverside Mall Entrance', city: 'Peoria' }),
  buildSchedulerSign({ id: 4, name: 'Café Zoë Window', city: 'Urbana' }),
];
const options = signs.map((sign) => ({
  value: sign.id,
  label: sign.name,
  detail: `${sign.city}, ${sign.state}`,
}));

// Only for the error slot: no spec rule asks for at least one sign.
const atLeastOne: AnyObjectSchema = object({
  signIds: array(number().required()).min(1, 'Choose at least one sign'),
});

const permissionsSchema: AnyObjectSchema = schedulerSignPermissionsSchema;

type Args = CheckboxGroupFieldProps & {
  initialValue: number[];
  requireOne: boolean;
  onSubmit: (values: { signIds: number[] }) => Promise<void> | void;
};

const meta = {
  title: 'Components/Form Fields/Checkbox Group Field',
  component: CheckboxGroupField,
  tags: ['autodocs'],
  parameters: {
    docs: guideDocs(checkboxGroupFieldGuide),
    focusOnBody:
      "A field story's bare form takes focus off Submit after a submit (submitFieldStory), so that each picture shows the field at rest; in a modal, useFocusBackAfterSubmit returns it",
  },
  argTypes: {
    options: {
      control: 'select',
      options: ['Four signs', 'No signs'],
      mapping: { 'Four signs': options, 'No signs': [] },
    },
    // Formik reads it once, as the form mounts: the field itself is the control.
    initialValue: { control: false },
  },
  args: {
    name: 'signIds',
    legend: 'Scheduler Signs',
    options,
    emptyText: 'No Signs Found',
    initialValue: [],
    requireOne: false,
    onSubmit: fn(),
  },
  render: ({ initialValue, requireOne, onSubmit, ...field }) => (
    <FieldStoryForm
      initialValues={{ signIds: initialValue }}
      schema={requireOne ? atLeastOne : permissionsSchema}
      onSubmit={onSubmit}
    >
      <CheckboxGroupField {...field} />
    </FieldStoryForm>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: /Scheduler Signs/ }));
export const NoneChosen: Story = {
  parameters: { namedState: { text: '(2 of 4)' } },
  play: async ({ canvasElement, args }) => {
    const signGroup = group(canvasElement);
    await expect(signGroup.getByText('(0 of 4)')).toBeVisible();
    await expect(signGroup.getByRole('button', { name: 'Deselect All' })).toBeDisabled();
    // Ticked out of order, sent in the list's order.
    await userEvent.click(signGroup.getByRole('checkbox', { name: /Café Zoë Window/ }));
    await userEvent.click(signGroup.getByRole('checkbox', { name: /Main Street Billboard/ }));
    await expect(signGroup.getByText('(2 of 4)')).toBeVisible();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [1, 4] }));
  },
};

export const AllPreselected: Story = {
  parameters: { namedState: { role: 'button', name: 'Select All', disabled: true } },
  args: { initialValue: [1, 2, 3, 4] },
  play: async ({ canvasElement }) => {
    const signGroup = group(canvasElement);
    for (const box of signGroup.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(signGroup.getByRole('button', { name: 'Select All' })).toBeDisabled();
  },
};

/** All Preselected, then one unticked: the form sends the other three. */
export const AllPreselectedThenOneUnticked: Story = {
  ...AllPreselected,
  tags: ['flow'],
  parameters: {
    screenshot: { skip: 'it ends on three of four ticked, a frame of no state of its own' },
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    await AllPreselected.play!(context);
    const signGroup = group(canvasElement);
    await userEvent.click(signGroup.getByRole('checkbox', { name: /Highway 55 North/ }));
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [1, 3, 4] }));
  },
};

// A flow: all selected and sent, then none selected and sent.
export const SelectAllAndDeselectAll: Story = {
  tags: ['flow'],
  args: { initialValue: [3] },
  play: async ({ canvasElement, args }) => {
    const signGroup = group(canvasElement);
    await userEvent.click(signGroup.getByRole('button', { name: 'Select All' }));
    await expect(signGroup.getByText('(4 of 4)')).toBeVisible();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ signIds: [1, 2, 3, 4] }));

    await userEvent.click(signGroup.getByRole('button', { name: 'Deselect All' }));
    for (const box of signGroup.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ signIds: [] }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const NoOptions: Story = {
  parameters: { namedState: [{ text: 'No Signs Found' }, { role: 'checkbox', gone: true }] },
  args: { options: [] },
  play: async ({ canvasElement, args }) => {
    const signGroup = group(canvasElement);
    await expect(signGroup.getByText('No Signs Found')).toBeVisible();
    await expect(signGroup.queryByRole('button', { name: 'Select All' })).toBeNull();
    await expect(signGroup.queryByRole('checkbox')).toBeNull();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signIds: [] }));
  },
};

export const WithError: Story = {
  parameters: {
    namedState: [
      { role: 'group', name: /Scheduler Signs/ },
      { text: 'Choose at least one sign', gone: true },
    ],
  },
  args: { requireOne: true },
  play: async ({ canvasElement, args }) => {
    await submitFieldStory(canvasElement);
    const fieldset = within(canvasElement).getByRole('group', { name: /Scheduler Signs/ });
    await expect(await within(fieldset).findByText('Choose at least one sign')).toBeVisible();
    await expect(fieldset).toHaveAccessibleDescription('Choose at least one sign');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(fieldset).getByRole('button', { name: 'Select All' }));
    await waitFor(() =>
      expect(within(fieldset).queryByText('Choose at least one sign')).toBeNull(),
    );
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: /Highway 55 North/, checked: true },
    focusOnBody:
      'While it submits, the submit button is disabled (nothing is sent twice) and holds no focus; useFocusBackAfterSubmit gives it back when the call ends, as the failed-save stories show',
  },
  args: { initialValue: [2], onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await startSubmitting(canvasElement);
    const signGroup = group(canvasElement);
    await waitFor(() =>
      expect(signGroup.getByRole('button', { name: 'Select All' })).toBeDisabled(),
    );
    for (const box of signGroup.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(signGroup.getByRole('checkbox', { name: /Highway 55 North/ })).toBeChecked();
  },
};

export const Narrow: Story = {
  parameters: { namedState: { role: 'button', name: 'Select All' } },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const signGroup = group(canvasElement);
    const selectAll = signGroup.getByRole('button', { name: 'Select All' });
    const deselectAll = signGroup.getByRole('button', { name: 'Deselect All' });
    // Too narrow for one line: the two buttons wrap below the legend together.
    await expect(selectAll.getBoundingClientRect().top).toBe(
      deselectAll.getBoundingClientRect().top,
    );
    const legend = canvasElement.querySelector('legend');
    await expect(selectAll.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      legend?.getBoundingClientRect().bottom ?? Infinity,
    );
  },
};
