import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editUserSchema } from '@admin-hub/domain/schemas/userSchemas';
import { FieldStoryForm } from './FieldStoryForm.tsx';
import { startSubmitting, submitFieldStory } from './submitFieldStory.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { guideDocs } from '../guides/guide.ts';
import { textFieldGuide } from './TextField.guide.ts';

// The Edit user email rules: 'Email is required', 'Invalid email' (spec §5).
const schema = editUserSchema.pick(['email']);

type Args = TextFieldProps & {
  initialValue: string;
  onSubmit: (values: { email: string }) => Promise<void> | void;
};

const meta = {
  title: 'Components/Form Fields/Text Field',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: guideDocs(textFieldGuide),
    focusOnBody:
      "A field story's bare form takes focus off Submit after a submit (submitFieldStory), so that each picture shows the field at rest; in a modal, useFocusBackAfterSubmit returns it",
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'number'] },
    help: { control: false },
    // Formik reads it once, as the form mounts: the field itself is the control.
    initialValue: { control: false },
  },
  args: {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'off',
    initialValue: '',
    onSubmit: fn(),
  },
  render: ({ initialValue, onSubmit, ...field }) => (
    <FieldStoryForm initialValues={{ email: initialValue }} schema={schema} onSubmit={onSubmit}>
      <TextField {...field} />
    </FieldStoryForm>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Email' });
export const Empty: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Email', value: '' } },
  play: async ({ canvasElement }) => {
    const input = emailBox(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

/** From empty, an address typed with spaces around it is handed on trimmed. */
export const TypedAddressTrimmed: Story = {
  tags: ['flow'],
  parameters: { screenshot: { skip: 'it ends on a typed address, as Filled shows one' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    await Empty.play!(context);
    const input = emailBox(canvasElement);
    await userEvent.type(input, '  ada@acme.example ');
    await submitFieldStory(canvasElement);
    // The schema trims what was typed before it is handed on.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@acme.example' }));
  },
};

export const Filled: Story = {
  parameters: {
    namedState: { role: 'textbox', name: 'Email', value: 'ada.lovelace@acme.example' },
  },
  args: { initialValue: 'ada@acme.example' },
  play: async ({ canvasElement, args }) => {
    const input = emailBox(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'ada.lovelace@acme.example');
    await submitFieldStory(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada.lovelace@acme.example' }),
    );
  },
};

export const RequiredOnBlur: Story = {
  parameters: { namedState: { text: 'Email is required' } },
  play: async ({ canvasElement, args }) => {
    const input = emailBox(canvasElement);
    await expect(within(canvasElement).queryByText('Email is required')).toBeNull();
    // Only passed through, nothing typed: no error before typing.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    // Typed and erased, then left: now it is required.
    await userEvent.type(input, 'a{Backspace}');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText('Email is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is required');
    await submitFieldStory(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  parameters: {
    namedState: [{ text: 'Invalid email' }, { role: 'textbox', name: 'Email', value: 'ada@' }],
  },
  play: async ({ canvasElement, args }) => {
    const input = emailBox(canvasElement);
    await userEvent.type(input, 'ada@');
    await submitFieldStory(canvasElement);
    await expect(await within(canvasElement).findByText('Invalid email')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Invalid email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Invalid Email, then the address finished: the message goes as it is typed. */
export const InvalidEmailThenFixed: Story = {
  tags: ['flow'],
  parameters: { screenshot: { skip: 'it ends on a typed address, as Filled shows one' } },
  play: async (context) => {
    const { canvasElement } = context;
    await InvalidEmail.play!(context);
    const input = emailBox(canvasElement);
    // Fixing the address clears the message as it is typed.
    await userEvent.type(input, 'acme.example');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
    await expect(within(canvasElement).queryByText('Invalid email')).toBeNull();
  },
};

export const WithHelp: Story = {
  parameters: {
    namedState: [{ text: 'Email is required' }, { text: 'The invite is sent to this address.' }],
  },
  args: { help: 'The invite is sent to this address.' },
  play: async ({ canvasElement }) => {
    const input = emailBox(canvasElement);
    await expect(input).toHaveAccessibleDescription('The invite is sent to this address.');
    await submitFieldStory(canvasElement);
    // The error comes first in the description, the help stays.
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Email is required The invite is sent to this address.',
      ),
    );
  },
};

export const Submitting: Story = {
  parameters: { namedState: { role: 'button', name: 'Submit', disabled: true } },
  args: {
    initialValue: 'ada@acme.example',
    // A server that never answers: the form stays in its submitting state.
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const input = emailBox(canvasElement);
    await startSubmitting(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('readonly'));
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@acme.example');
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
