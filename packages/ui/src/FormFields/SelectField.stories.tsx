import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROLE_LABELS, Role } from '@admin-hub/domain/roles';
import { companySchema } from '@admin-hub/domain/schemas/companySchemas';
import { inviteUserSchema } from '@admin-hub/domain/schemas/userSchemas';
import type { AnyObjectSchema } from 'yup';
import { FieldStoryForm } from './FieldStoryForm.tsx';
import { startSubmitting, submitFieldStory } from './submitFieldStory.ts';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';
import { guideDocs } from '../guides/guide.ts';
import { selectFieldGuide } from './SelectField.guide.ts';

// The Invite User role rule: 'Please choose a role' (spec §5).
const SCHEMAS: Record<string, AnyObjectSchema> = {
  role: inviteUserSchema.pick(['role']),
  // A select of numbers: the company form's verified sign manufacturer.
  signManufacturerId: companySchema.pick(['signManufacturerId']),
};

const schemaOf = (name: string): AnyObjectSchema => {
  const schema = SCHEMAS[name];
  if (!schema) throw new Error(`No story schema for ${name}`);
  return schema;
};

type Args = SelectFieldProps & {
  initialValue: string | number | null;
  onSubmit: (values: Record<string, unknown>) => Promise<void> | void;
};

const roleOptions = [Role.Admin, Role.User].map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

const meta = {
  title: 'Components/Form Fields/Select Field',
  component: SelectField,
  tags: ['autodocs'],
  parameters: {
    docs: guideDocs(selectFieldGuide),
    focusOnBody:
      "A field story's bare form takes focus off Submit after a submit (submitFieldStory), so that each picture shows the field at rest; in a modal, useFocusBackAfterSubmit returns it",
  },
  argTypes: {
    // The fields the story has a schema for.
    name: { control: 'inline-radio', options: Object.keys(SCHEMAS) },
    options: { control: false },
    help: { control: false },
    // Formik reads it once, as the form mounts: the field itself is the control.
    initialValue: { control: false },
  },
  args: {
    name: 'role',
    label: 'Role',
    options: roleOptions,
    emptyOption: 'Choose a role',
    initialValue: '',
    onSubmit: fn(),
  },
  render: ({ initialValue, onSubmit, ...field }) => (
    <FieldStoryForm
      initialValues={{ [field.name]: initialValue }}
      schema={schemaOf(field.name)}
      onSubmit={onSubmit}
    >
      <SelectField {...field} />
    </FieldStoryForm>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('combobox', { name });
export const Empty: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role' } },
  play: async ({ canvasElement, args }) => {
    const role = select(canvasElement, 'Role');
    await expect(role).toHaveDisplayValue('Choose a role');
    await userEvent.selectOptions(role, 'Admin');
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

export const Filled: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Role' } },
  args: { initialValue: Role.User, emptyOption: undefined },
  play: async ({ canvasElement, args }) => {
    const role = select(canvasElement, 'Role');
    await expect(role).toHaveDisplayValue('User');
    await expect(within(role).getAllByRole('option')).toHaveLength(2);
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ role: 'user' }));
  },
};

export const PleaseChooseARole: Story = {
  parameters: { namedState: { text: 'Please choose a role' } },
  play: async ({ canvasElement, args }) => {
    const role = select(canvasElement, 'Role');
    await submitFieldStory(canvasElement);
    await expect(await within(canvasElement).findByText('Please choose a role')).toBeVisible();
    await expect(role).toHaveAttribute('aria-invalid', 'true');
    await expect(role).toHaveAccessibleDescription('Please choose a role');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Please Choose A Role, then a role chosen: the message goes at once. */
export const PleaseChooseARoleThenChosen: Story = {
  tags: ['flow'],
  parameters: { screenshot: { skip: 'it ends on a chosen role, as Filled shows one' } },
  play: async (context) => {
    await PleaseChooseARole.play!(context);
    const role = select(context.canvasElement, 'Role');
    // Choosing one clears the message.
    await userEvent.selectOptions(role, 'User');
    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'false'));
  },
};

export const NumericOptions: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Verified Sign Manufacturer' } },
  args: {
    name: 'signManufacturerId',
    label: 'Verified Sign Manufacturer',
    options: [
      { value: 3, label: 'NextLED' },
      { value: 5, label: 'Optec Displays' },
    ],
    emptyOption: 'None',
    initialValue: null,
    help: 'Leave empty for a company that is not a sign manufacturer.',
  },
  play: async ({ canvasElement, args }) => {
    const manufacturer = select(canvasElement, 'Verified Sign Manufacturer');
    await expect(manufacturer).toHaveDisplayValue('None');
    await expect(manufacturer).toHaveAccessibleDescription(
      'Leave empty for a company that is not a sign manufacturer.',
    );
    await userEvent.selectOptions(manufacturer, 'Optec Displays');
    await submitFieldStory(canvasElement);
    // The DOM holds '5'; the form gets the number back.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ signManufacturerId: 5 }));
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: { role: 'combobox', name: 'Role', disabled: true },
    focusOnBody:
      'While it submits, the submit button is disabled (nothing is sent twice) and holds no focus; useFocusBackAfterSubmit gives it back when the call ends, as the failed-save stories show',
  },
  args: { initialValue: Role.Admin, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const role = select(canvasElement, 'Role');
    await startSubmitting(canvasElement);
    await waitFor(() => expect(role).toBeDisabled());
    await expect(role).toHaveDisplayValue('Admin');
  },
};
