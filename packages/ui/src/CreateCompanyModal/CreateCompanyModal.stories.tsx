import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import { CreateCompanyModal, type CreateCompanyModalProps } from './CreateCompanyModal.tsx';
import { createCompanyModalGuide } from './CreateCompanyModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

type Submit = CreateCompanyModalProps['onSubmit'];
/** An onSubmit spy that answers `outcome`: nothing (done) or field errors. */
const answers = (outcome?: Awaited<ReturnType<Submit>>) =>
  fn<Submit>(() => Promise.resolve(outcome));
/** An onSubmit spy whose call never ends, like a slow server. */
const neverAnswers = () => fn<Submit>(() => new Promise(() => {}));

const meta = {
  title: 'Dialogs/Create Company',
  component: CreateCompanyModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(createCompanyModalGuide, { frameHeight: 320 }) },
  args: { onSubmit: answers(), onHide: fn() },
} satisfies Meta<typeof CreateCompanyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Create New Company' }));

export const Empty: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Company Name', value: '' },
      { text: 'Enter your Company Name', gone: true },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Company Name' })).toHaveValue('');
    await expect(modal.queryByText('Enter your Company Name')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameRequired: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Company Name', focused: true } },
  play: async ({ args }) => {
    const modal = await dialog();
    const name = modal.getByRole('textbox', { name: 'Company Name' });
    // Spaces alone are no name: the schema trims first.
    await userEvent.type(name, '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(await modal.findByText('Enter your Company Name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  parameters: {
    // The field keeps what was typed, spaces and all: the trim is in what onSubmit is handed.
    namedState: { role: 'textbox', name: 'Company Name', value: '  Northwind Displays ' },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(
      modal.getByRole('textbox', { name: 'Company Name' }),
      '  Northwind Displays ',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    // Trimmed, with the defaults of a new company.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Northwind Displays',
      signManufacturerId: null,
      manufacturerSignupType: 'standard',
    });
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Company Name', value: 'Northwind Displays' },
      { role: 'button', name: 'Create', disabled: true },
      { role: 'button', name: 'Cancel', disabled: true },
    ],
  },
  args: { onSubmit: neverAnswers() },
  play: async ({ args }) => {
    const modal = await dialog();
    const name = modal.getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(name, 'Northwind Displays{Enter}');
    const create = modal.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toHaveAttribute('aria-busy', 'true'));
    await expect(create).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(name).toHaveAttribute('readonly');
    // Neither Escape nor a second Enter gets through while the call runs.
    await userEvent.keyboard('{Escape}');
    await userEvent.type(name, '{Enter}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Company Name' } },
  // The server refused: the screen keeps the modal open (its toast says why).
  args: { onSubmit: answers() },
  play: async ({ args }) => {
    const modal = await dialog();
    const name = modal.getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(name, 'Northwind Displays');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Ready for another try, with everything typed.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled());
    await expect(name).toHaveValue('Northwind Displays');
    await expect(name).not.toHaveAttribute('readonly');
  },
};

export const ServerFieldError: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Company Name', value: 'Acme Signs' } },
  args: { onSubmit: answers({ fieldErrors: { name: 'Name is already taken' } }) },
  play: async () => {
    const modal = await dialog();
    const name = modal.getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(name, 'Acme Signs');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(await modal.findByText('Name is already taken')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Acme Signs');
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Create New Company', gone: true },
      { role: 'button', name: 'Create New Company', focused: true },
    ],
  },
  render: (args) => (
    <ClosesOnSuccess openWith="Create New Company" onSubmit={args.onSubmit}>
      {(handlers) => <CreateCompanyModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Create New Company' });
    await userEvent.click(opener);
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Company Name' }), 'Northwind');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** NameRequired in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const NameRequiredInDark: Story = inDark(NameRequired);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
