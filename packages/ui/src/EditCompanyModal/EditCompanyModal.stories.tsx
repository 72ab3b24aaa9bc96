import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCompany, buildSignManufacturers } from '@admin-hub/api-mocks';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import { EditCompanyModal, type EditCompanyModalProps } from './EditCompanyModal.tsx';
import { editCompanyModalGuide } from './EditCompanyModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

type Submit = EditCompanyModalProps['onSubmit'];
const answers = (outcome?: Awaited<ReturnType<Submit>>) =>
  fn<Submit>(() => Promise.resolve(outcome));
const neverAnswers = () => fn<Submit>(() => new Promise(() => {}));

const { name, signManufacturerId, manufacturerSignupType } = buildCompany();
const manufacturers = buildSignManufacturers();

const meta = {
  title: 'Dialogs/Edit Company',
  component: EditCompanyModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(editCompanyModalGuide, { frameHeight: 480 }) },
  argTypes: {
    company: { control: false },
    signManufacturers: { control: false },
  },
  args: {
    company: { name, signManufacturerId, manufacturerSignupType },
    showSignupFields: true,
    signManufacturers: manufacturers,
    onSubmit: answers(),
    onHide: fn(),
  },
} satisfies Meta<typeof EditCompanyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit company' }));

export const Filled: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Signup Experience' } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Signs');
    const manufacturer = modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' });
    // 'None' first, then every manufacturer of GET /sign-manufacturers.
    await expect(within(manufacturer).getAllByRole('option')).toHaveLength(
      manufacturers.length + 1,
    );
    await expect(manufacturer).toHaveDisplayValue('None');
    await expect(modal.getByRole('combobox', { name: 'Signup Experience' })).toHaveDisplayValue(
      'Standard',
    );
  },
};

export const ChangeEverything: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Name', value: ' Acme Signs & Displays ' },
      { role: 'combobox', name: 'Signup Experience' },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const nameField = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, ' Acme Signs & Displays ');
    await userEvent.selectOptions(
      modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' }),
      'NextLED',
    );
    await userEvent.selectOptions(
      modal.getByRole('combobox', { name: 'Signup Experience' }),
      'NextLED',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    // The manufacturer travels as its id, the name trimmed.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Acme Signs & Displays',
      signManufacturerId: 3,
      manufacturerSignupType: 'nextled',
    });
  },
};

export const BackToNoManufacturer: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Verified Sign Manufacturer' } },
  args: { company: { name, signManufacturerId: 2, manufacturerSignupType } },
  play: async ({ args }) => {
    const modal = await dialog();
    const manufacturer = modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' });
    await expect(manufacturer).toHaveDisplayValue('Watchfire Signs');
    await userEvent.selectOptions(manufacturer, 'None');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ signManufacturerId: null }),
    );
  },
};

export const NameRequired: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Name', focused: true } },
  play: async ({ args }) => {
    const modal = await dialog();
    const nameField = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(nameField);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Name is required')).toBeVisible();
    await waitFor(() => expect(nameField).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CompanyManagerSeesNameOnly: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Name' },
      { role: 'combobox', gone: true },
    ],
  },
  args: { showSignupFields: false },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(modal.queryByRole('combobox')).toBeNull();
  },
};

export const ManufacturersLoading: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Verified Sign Manufacturer' } },
  args: {
    signManufacturers: undefined,
    company: { name, signManufacturerId: 2, manufacturerSignupType },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const manufacturer = modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' });
    await expect(manufacturer).toBeDisabled();
    await expect(manufacturer).toHaveDisplayValue('Loading sign manufacturers…');
    // Saving meanwhile keeps the manufacturer the company has.
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ signManufacturerId: 2 }),
    );
  },
};

export const ManufacturersFailed: Story = {
  parameters: { namedState: { text: 'Saving keeps the current manufacturer.' } },
  args: { signManufacturers: undefined, signManufacturersFailed: true },
  play: async () => {
    const modal = await dialog();
    await expect(
      modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' }),
    ).toHaveDisplayValue('Sign manufacturers could not be loaded');
    await expect(modal.getByText('Saving keeps the current manufacturer.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Edit company' },
      { role: 'button', name: 'Save', disabled: true },
    ],
    focusOnBody:
      'While Save runs its button is disabled (nothing submits twice) and the modal holds focus for it; useFocusBackAfterSubmit returns it to Save when the call ends (FailedAfterSubmit)',
  },
  args: { onSubmit: neverAnswers() },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const save = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(modal.getByRole('combobox', { name: 'Signup Experience' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Edit company' })).toBeVisible();
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Signup Experience' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const nameField = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.type(nameField, ' West');
    await userEvent.selectOptions(
      modal.getByRole('combobox', { name: 'Signup Experience' }),
      'NextLED',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The call failed and the screen kept the modal: everything typed is still there.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(nameField).toHaveValue('Acme Signs West');
    await expect(modal.getByRole('combobox', { name: 'Signup Experience' })).toHaveDisplayValue(
      'NextLED',
    );
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Edit company', gone: true },
      { role: 'button', name: 'Edit company', focused: true },
    ],
  },
  render: (args) => (
    <ClosesOnSuccess openWith="Edit company" onSubmit={args.onSubmit}>
      {(handlers) => <EditCompanyModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ args, canvasElement }) => {
    // Saved, the dialog closes and focus goes back to what opened it, as in the product (where
    // the page then shows the new name and the toast 'Company updated': Company Actions › Edit
    // Company, the app's story).
    const opener = within(canvasElement).getByRole('button', { name: 'Edit company' });
    await userEvent.click(opener);
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), ' West');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Acme Signs West' }),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Filled in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const FilledInDark: Story = inDark(Filled);

/**
 * Issue 36: while the dialog was open someone else renamed the company (so did the person) and
 * chose a verified manufacturer. Nothing was saved: each field is said in the form's words.
 */
export const ChangedElsewhere: Story = {
  parameters: {
    namedState: { role: 'radio', name: 'Take theirs: "Acme Signs & Displays"', focused: true },
  },
  args: {
    onSubmit: answers({
      changedElsewhere: [
        { field: 'name', theirs: 'Acme Signs & Displays', mine: 'Acme Signage', conflict: true },
        { field: 'signManufacturerId', theirs: 2, mine: null, conflict: false },
      ],
    }),
  },
  play: async () => {
    const modal = await dialog();
    const nameField = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Acme Signage');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: 'Name: changed to "Acme Signs & Displays" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(
      modal.getByRole('group', {
        name: 'Verified Sign Manufacturer: changed to "Watchfire Signs" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(modal.getByRole('radio', { name: 'Keep mine: "None"' })).not.toBeChecked();
    await expect(
      modal.getByRole('combobox', { name: 'Verified Sign Manufacturer' }),
    ).toHaveDisplayValue('Watchfire Signs');
    await waitFor(() =>
      expect(
        modal.getByRole('radio', { name: 'Take theirs: "Acme Signs & Displays"' }),
      ).toHaveFocus(),
    );
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
