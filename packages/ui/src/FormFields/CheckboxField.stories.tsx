import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inviteUserSchema } from '@admin-hub/domain/schemas/userSchemas';
import { CheckboxField, type CheckboxFieldProps } from './CheckboxField.tsx';
import { startSubmitting, submitFieldStory } from './submitFieldStory.ts';
import { FieldStoryForm } from './FieldStoryForm.tsx';
import { guideDocs } from '../guides/guide.ts';
import { checkboxFieldGuide } from './CheckboxField.guide.ts';

const schema = inviteUserSchema.pick(['sendInviteEmail']);

type Args = CheckboxFieldProps & {
  initialValue: boolean;
  onSubmit: (values: { sendInviteEmail: boolean }) => Promise<void> | void;
};

const meta = {
  title: 'Components/Form Fields/Checkbox Field',
  component: CheckboxField,
  tags: ['autodocs'],
  parameters: {
    docs: guideDocs(checkboxFieldGuide),
    focusOnBody:
      "A field story's bare form takes focus off Submit after a submit (submitFieldStory), so that each picture shows the field at rest; in a modal, useFocusBackAfterSubmit returns it",
  },
  argTypes: {
    help: { control: false },
    // Formik reads it once, as the form mounts: the field itself is the control.
    initialValue: { control: false },
  },
  args: {
    name: 'sendInviteEmail',
    label: 'Send invite email',
    // Spec §9: sendInviteEmail defaults to true.
    initialValue: true,
    onSubmit: fn(),
  },
  render: ({ initialValue, onSubmit, ...field }) => (
    <FieldStoryForm
      initialValues={{ sendInviteEmail: initialValue }}
      schema={schema}
      onSubmit={onSubmit}
    >
      <CheckboxField {...field} />
    </FieldStoryForm>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkbox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('checkbox', { name: 'Send invite email' });
export const Checked: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Send invite email', checked: true } },
  play: async ({ canvasElement, args }) => {
    await expect(checkbox(canvasElement)).toBeChecked();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ sendInviteEmail: true }));
  },
};

export const Unticked: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Send invite email', checked: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(checkbox(canvasElement));
    await expect(checkbox(canvasElement)).not.toBeChecked();
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ sendInviteEmail: false }));
  },
};

export const LabelTicksIt: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Send invite email' } },
  args: { initialValue: false, help: 'They get a link to set their password.' },
  play: async ({ canvasElement, args }) => {
    await expect(checkbox(canvasElement)).toHaveAccessibleDescription(
      'They get a link to set their password.',
    );
    await userEvent.click(within(canvasElement).getByText('Send invite email'));
    await submitFieldStory(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ sendInviteEmail: true }));
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: { role: 'checkbox', name: 'Send invite email', checked: true, disabled: true },
    focusOnBody:
      'While it submits, the submit button is disabled (nothing is sent twice) and holds no focus; useFocusBackAfterSubmit gives it back when the call ends, as the failed-save stories show',
  },
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await startSubmitting(canvasElement);
    await waitFor(() => expect(checkbox(canvasElement)).toBeDisabled());
    await expect(checkbox(canvasElement)).toBeChecked();
  },
};
