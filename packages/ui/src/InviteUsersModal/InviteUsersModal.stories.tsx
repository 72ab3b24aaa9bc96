import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ADMIN, buildSchedulerSign, buildUser } from '@admin-hub/api-mocks';
import { DUPLICATE_IN_LIST } from '@admin-hub/domain/inviteList';
import { MESSAGES } from '@admin-hub/domain/messages';
import type { EmailCheck } from '@admin-hub/domain/inviteList';
import type { SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { InviteUsersModal } from './InviteUsersModal.tsx';
import { inviteUsersModalGuide } from './InviteUsersModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import type { CsvRead, InviteUsersFormInput } from './InviteUsersModal.tsx';
import { inDark, ON_A_PHONE } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

const signs = [
  buildSchedulerSign({ id: 11, name: 'Main Street Billboard' }),
  buildSchedulerSign({ id: 12, name: 'Highway 55 North' }),
];

// Someone already in the hub: the users call says their address is in use.
const existing = buildUser({ email: 'user@acme.example' });
const inUse = (email: string): EmailCheck =>
  email.toLowerCase() === existing.email ? 'inUse' : 'free';

type Outcome = Promise<SubmitOutcome<InviteUsersFormInput>>;
const answered = (): Outcome => Promise.resolve(undefined);
const pending = (): Outcome => new Promise(() => {});

const meta = {
  title: 'Dialogs/Invite Users',
  component: InviteUsersModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(inviteUsersModalGuide, { frameHeight: 720 }) },
  argTypes: {
    actor: { control: false },
    signs: { control: false },
  },
  args: {
    actor: DEMO_ADMIN,
    signs: { status: 'loaded', data: { signs } },
    emailCheck: fn(inUse),
    onCheckEmails: fn(),
    readCsv: fn((): Promise<CsvRead> =>
      Promise.resolve({ entries: [{ email: 'gus.csv@acme.example', role: null }] }),
    ),
    onSubmit: fn(answered),
    onHide: fn(),
  },
} satisfies Meta<typeof InviteUsersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Invite Users' }));
type Modal = Awaited<ReturnType<typeof dialog>>;

const paste = async (modal: Modal, text: string) => {
  await userEvent.click(modal.getByRole('textbox', { name: 'Email addresses' }));
  await userEvent.paste(text);
};

/** Each preview row's cells: line, email, role, check. */
const previewRows = (modal: Modal) =>
  within(modal.getByRole('region', { name: 'Preview' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Opened: no addresses, nothing to send; the defaults of Invite User. */
export const Empty: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Send invite email', checked: true } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('textbox', { name: 'Email addresses' })).toHaveValue('');
    await expect(modal.getByText('No addresses yet.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Invite 0 users' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('User');
    await expect(modal.getByRole('checkbox', { name: 'Send invite email' })).toBeChecked();
    await expect(args.onCheckEmails).not.toHaveBeenCalled();
  },
};

/** Cancel on an untouched form closes at once, with nothing checked or sent. */
export const CancelUntouched: Story = {
  parameters: {
    namedState: { role: 'dialog' },
    // Clicking Cancel scrolls the tall dialog to it by a rounding that varies by a pixel.
    screenshot: { skip: 'it looks as Empty does; what is tested is the callback' },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onCheckEmails).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Every row checked before anything is sent, each problem with its rule's message: an invalid
 * address, the same address twice in the list, an address already in use. Only valid,
 * distinct addresses are handed to the users call to check.
 */
export const PreviewWithEachError: Story = {
  parameters: { namedState: { text: '1 user ready, 3 with a problem (not sent)' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await paste(
      modal,
      'fay.list@acme.example; not-an-email, FAY.list@acme.example\nuser@acme.example',
    );
    await expect(previewRows(modal)).toEqual([
      ['1', 'fay.list@acme.example', 'User', 'Ready'],
      ['2', 'not-an-email', 'User', MESSAGES.invalidEmail],
      ['3', 'FAY.list@acme.example', 'User', DUPLICATE_IN_LIST],
      ['4', 'user@acme.example', 'User', MESSAGES.emailInUse],
    ]);
    await expect(modal.getByText('1 user ready, 3 with a problem (not sent)')).toBeVisible();
    await waitFor(() =>
      expect(args.onCheckEmails).toHaveBeenCalledWith([
        'fay.list@acme.example',
        'user@acme.example',
      ]),
    );
    await userEvent.click(modal.getByRole('button', { name: 'Invite 1 user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          emails: 'fay.list@acme.example; not-an-email, FAY.list@acme.example\nuser@acme.example',
          role: 'user',
          sendInviteEmail: true,
          signIds: [11, 12],
        }),
      ),
    );
    // As a person would, scroll down to the rows the footer's summary counts.
    modal.getByRole('region', { name: 'Preview' }).scrollIntoView({ block: 'end' });
  },
};

/** On a phone the preview's rows stack their cells: each address keeps its line. */
export const PreviewOnAPhone: Story = {
  parameters: { namedState: { text: 'Email is already in use' }, ...ON_A_PHONE },
  play: async () => {
    const modal = await dialog();
    await paste(modal, 'fay.list@acme.example; not-an-email\nuser@acme.example');
    const preview = within(modal.getByRole('region', { name: 'Preview' }));
    const header = preview.getByRole('columnheader', { name: 'Email' });
    // The header row stays for screen readers, in no room on screen.
    await expect(header.closest('thead')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    for (const address of ['fay.list@acme.example', 'user@acme.example']) {
      // By text: a testing library reads the drawn label into the cell's name; a browser does not.
      const cell = preview.getByText(address);
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      await expect(cell.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    await expect(preview.getByText(MESSAGES.emailInUse)).toBeVisible();
    // As a person would, scroll down to the rows.
    modal.getByRole('region', { name: 'Preview' }).scrollIntoView({ block: 'end' });
  },
};

/** While the users call has not answered for a row, it says so and nothing can be sent. */
export const Checking: Story = {
  parameters: { namedState: { role: 'button', name: 'Invite 1 user', disabled: true } },
  args: { emailCheck: fn((_email: string): EmailCheck => 'checking') },
  play: async ({ args }) => {
    const modal = await dialog();
    await paste(modal, 'dana.list@acme.example');
    await expect(previewRows(modal)).toEqual([
      ['1', 'dana.list@acme.example', 'User', 'Checking…'],
    ]);
    // Not said ready before the users call answered.
    await expect(modal.getByText('0 users ready, 1 checking')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Invite 1 user' })).toBeDisabled();
    await waitFor(() =>
      expect(args.onCheckEmails).toHaveBeenCalledWith(['dana.list@acme.example']),
    );
    // As a person would, scroll down to the row still checking.
    modal.getByRole('region', { name: 'Preview' }).scrollIntoView({ block: 'end' });
  },
};

/** A CSV's rows join the list; a role cell that is no role is refused with the role's message. */
export const FromCsv: Story = {
  parameters: { namedState: { text: 'people.csv' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await paste(modal, 'dana.list@acme.example');
    // The theme's button and the file's name, not the browser's unstyled control.
    await expect(modal.getByText('Choose file')).toBeVisible();
    await expect(modal.getByText('No file chosen')).toBeVisible();
    await expect(modal.getByLabelText('Upload CSV')).toHaveAccessibleName('Upload CSV');
    await userEvent.upload(
      modal.getByLabelText('Upload CSV'),
      new File(['email,role\ngus.csv@acme.example,Janitor\n'], 'people.csv', { type: 'text/csv' }),
    );
    await expect(await modal.findByText('people.csv: 1 row')).toBeVisible();
    await expect(modal.getByText('people.csv', { exact: true })).toBeVisible();
    await expect(args.readCsv).toHaveBeenCalledTimes(1);
    await expect(previewRows(modal)).toEqual([
      ['1', 'dana.list@acme.example', 'User', 'Ready'],
      ['2', 'gus.csv@acme.example', 'User', MESSAGES.chooseRole],
    ]);
  },
};

/** A file without an email column says why and adds no row. */
export const CsvWithoutEmailColumn: Story = {
  parameters: { namedState: { text: 'No addresses yet.' } },
  args: {
    readCsv: fn((): Promise<CsvRead> =>
      Promise.resolve({ error: 'The file has no column named email.' }),
    ),
  },
  play: async () => {
    const modal = await dialog();
    const upload = modal.getByLabelText('Upload CSV');
    await userEvent.upload(upload, new File(['name\nGus\n'], 'people.csv', { type: 'text/csv' }));
    await expect(await modal.findByText('The file has no column named email.')).toBeVisible();
    await expect(upload).toHaveAccessibleDescription(
      expect.stringContaining('The file has no column named email.'),
    );
    await expect(modal.getByText('No addresses yet.')).toBeVisible();
  },
};

/** Submitting: the button shows it is busy, and nothing can be changed, sent twice or closed. */
export const Submitting: Story = {
  parameters: {
    namedState: { label: 'Upload CSV' },
    focusOnBody:
      'While it submits, the submit button is disabled (nothing is sent twice) and holds no focus; useFocusBackAfterSubmit gives it back when the call ends, as the failed-save stories show',
  },
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const modal = await dialog();
    await paste(modal, 'dana.list@acme.example\neli.list@acme.example');
    const invite = modal.getByRole('button', { name: 'Invite 2 users' });
    await waitFor(() => expect(invite).toBeEnabled());
    await userEvent.click(invite);
    await waitFor(() => expect(invite).toHaveAttribute('aria-busy', 'true'));
    await expect(invite).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(modal.getByLabelText('Upload CSV')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** PreviewWithEachError in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const PreviewWithEachErrorInDark: Story = inDark(PreviewWithEachError);

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts);
// the tallest dialog, so pictured at both sizes in both themes.
const pictured = { pictured: true };
export const PreviewWithEachErrorFitsALaptop: Story = fitsALaptop(PreviewWithEachError, pictured);
export const PreviewWithEachErrorFitsAPhone: Story = fitsAPhone(PreviewWithEachError, pictured);
export const PreviewWithEachErrorFitsALaptopInDark: Story = inDark(
  fitsALaptop(PreviewWithEachError, pictured),
);
export const PreviewWithEachErrorFitsAPhoneInDark: Story = inDark(
  fitsAPhone(PreviewWithEachError, pictured),
);
