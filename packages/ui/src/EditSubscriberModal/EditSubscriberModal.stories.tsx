import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCompany, buildContentCompany } from '@admin-hub/api-mocks';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import { EditSubscriberModal, type EditSubscriberModalProps } from './EditSubscriberModal.tsx';
import { editSubscriberModalGuide } from './EditSubscriberModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

type Submit = EditSubscriberModalProps['onSubmit'];
const answers = (outcome?: Awaited<ReturnType<Submit>>) =>
  fn<Submit>(() => Promise.resolve(outcome));
const neverAnswers = () => fn<Submit>(() => new Promise(() => {}));

// Acme's admin (Avery Mitchell) subscribes; its base user Jordan Lee could.
const { users } = buildCompany();
const subscriber = buildContentCompany().subscriberUser;

const meta = {
  title: 'Dialogs/Edit Subscriber',
  component: EditSubscriberModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(editSubscriberModalGuide, { frameHeight: 360 }) },
  argTypes: {
    users: { control: false },
  },
  args: {
    users,
    subscriberAuthId: subscriber?.authId ?? null,
    onSubmit: answers(),
    onHide: fn(),
  },
} satisfies Meta<typeof EditSubscriberModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit Subscriber' }));
const picker = (modal: Awaited<ReturnType<typeof dialog>>) =>
  modal.getByRole('combobox', { name: 'Subscriber' });

export const Filled: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Subscriber' } },
  play: async () => {
    const modal = await dialog();
    await expect(picker(modal)).toHaveDisplayValue('Avery Mitchell (admin@acme.example)');
    // 'Choose a user', then each user of the company.
    await expect(within(picker(modal)).getAllByRole('option')).toHaveLength(users.length + 1);
  },
};

export const ChooseAnotherUser: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Subscriber' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.selectOptions(picker(modal), 'Jordan Lee (user@acme.example)');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ subscriberAuthId: 'auth0|acme-user' });
  },
};

export const Empty: Story = {
  parameters: { namedState: { text: 'Subscriber is required' } },
  args: { subscriberAuthId: null },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(picker(modal)).toHaveDisplayValue('Choose a user');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Subscriber is required')).toBeVisible();
    await waitFor(() => expect(picker(modal)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Save', disabled: true },
    focusOnBody:
      'While it submits, the submit button is disabled (nothing is sent twice) and holds no focus; useFocusBackAfterSubmit gives it back when the call ends, as the failed-save stories show',
  },
  args: { onSubmit: neverAnswers() },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.selectOptions(picker(modal), 'Jordan Lee (user@acme.example)');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(modal.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(picker(modal)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', disabled: false } },
  args: {
    // The server's word on a user outside the company, shown on the field.
    onSubmit: answers({
      fieldErrors: { subscriberAuthId: 'Subscriber must be a user of the company' },
    }),
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.selectOptions(picker(modal), 'Jordan Lee (user@acme.example)');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Subscriber must be a user of the company')).toBeVisible();
    await expect(picker(modal)).toHaveDisplayValue('Jordan Lee (user@acme.example)');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Edit Subscriber', gone: true },
      { role: 'button', name: 'Edit Subscriber', focused: true },
    ],
  },
  render: (args) => (
    <ClosesOnSuccess openWith="Edit Subscriber" onSubmit={args.onSubmit}>
      {(handlers) => <EditSubscriberModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit Subscriber' });
    await userEvent.click(opener);
    const modal = await dialog();
    await userEvent.selectOptions(picker(modal), 'Jordan Lee (user@acme.example)');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ subscriberAuthId: 'auth0|acme-user' });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Filled in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const FilledInDark: Story = inDark(Filled);

/**
 * Issue 36: while the dialog was open someone else made Jordan Lee the subscriber; the person
 * had chosen nobody else. Nothing was saved: the change is said with the list's own words.
 */
export const ChangedElsewhere: Story = {
  parameters: {
    namedState: {
      role: 'radio',
      name: 'Take theirs: "Jordan Lee (user@acme.example)"',
      focused: true,
    },
  },
  args: {
    onSubmit: answers({
      changedElsewhere: [
        {
          field: 'subscriberAuthId',
          theirs: 'auth0|acme-user',
          mine: 'auth0|acme-admin',
          conflict: false,
        },
      ],
    }),
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: 'Subscriber: changed to "Jordan Lee (user@acme.example)" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(picker(modal)).toHaveDisplayValue('Jordan Lee (user@acme.example)');
    const mine = modal.getByRole('radio', {
      name: 'Keep mine: "Avery Mitchell (admin@acme.example)"',
    });
    await expect(mine).not.toBeChecked();
    await waitFor(() =>
      expect(
        modal.getByRole('radio', { name: 'Take theirs: "Jordan Lee (user@acme.example)"' }),
      ).toHaveFocus(),
    );
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
