import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildContentCompany } from '@admin-hub/api-mocks';
import { ClosesOnSuccess } from '../ModalForm/ClosesOnSuccess.tsx';
import { EditCreditsModal, type EditCreditsModalProps } from './EditCreditsModal.tsx';
import { editCreditsModalGuide } from './EditCreditsModal.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

type Submit = EditCreditsModalProps['onSubmit'];
const answers = (outcome?: Awaited<ReturnType<Submit>>) =>
  fn<Submit>(() => Promise.resolve(outcome));
const neverAnswers = () => fn<Submit>(() => new Promise(() => {}));

const { downloadCredits, requestCredits } = buildContentCompany();

const meta = {
  title: 'Dialogs/Edit Credits',
  component: EditCreditsModal,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(editCreditsModalGuide, { frameHeight: 420 }) },
  argTypes: {
    credits: { control: false },
  },
  args: {
    credits: { downloadCredits, requestCredits },
    onSubmit: answers(),
    onHide: fn(),
  },
} satisfies Meta<typeof EditCreditsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit Credits' }));
const fields = (modal: Awaited<ReturnType<typeof dialog>>) => ({
  downloads: modal.getByRole('spinbutton', { name: 'Content Downloads' }),
  requests: modal.getByRole('spinbutton', { name: 'Custom Requests' }),
});

/** Replaces both fields' text, then saves. */
async function enter(downloads: string, requests: string) {
  const modal = await dialog();
  const field = fields(modal);
  await userEvent.clear(field.downloads);
  if (downloads) await userEvent.type(field.downloads, downloads);
  await userEvent.clear(field.requests);
  if (requests) await userEvent.type(field.requests, requests);
  await userEvent.click(modal.getByRole('button', { name: 'Save' }));
  return { modal, ...field };
}

export const Filled: Story = {
  parameters: { namedState: { role: 'spinbutton', name: 'Content Downloads', value: '120' } },
  play: async ({ args }) => {
    const modal = await dialog();
    const { downloads, requests } = fields(modal);
    await expect(downloads).toHaveValue(120);
    await expect(requests).toHaveValue(8);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ downloadCredits: 120, requestCredits: 8 });
  },
};

export const NewFiguresAsNumbers: Story = {
  parameters: { namedState: { role: 'spinbutton', name: 'Content Downloads', value: '250' } },
  play: async ({ args }) => {
    await enter('250', '0');
    // Numbers, not the inputs' text; zero requests are allowed.
    await expect(args.onSubmit).toHaveBeenCalledWith({ downloadCredits: 250, requestCredits: 0 });
  },
};

export const Empty: Story = {
  parameters: { namedState: { text: 'Request credits is required' } },
  play: async ({ args }) => {
    const { modal, downloads } = await enter('', '');
    await expect(await modal.findByText('Download credits is required')).toBeVisible();
    await expect(modal.getByText('Request credits is required')).toBeVisible();
    await waitFor(() => expect(downloads).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotWholeNumbers: Story = {
  parameters: { namedState: { text: 'Request credits must be an integer' } },
  play: async ({ args }) => {
    const { modal } = await enter('12.5', '1.5');
    await expect(await modal.findByText('Download credits must be an integer')).toBeVisible();
    await expect(modal.getByText('Request credits must be an integer')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutOfRange: Story = {
  parameters: { namedState: { text: 'Request credits must be 0 or greater' } },
  play: async ({ args }) => {
    const { modal } = await enter('0', '-1');
    await expect(await modal.findByText('Download credits must be a positive value')).toBeVisible();
    await expect(modal.getByText('Request credits must be 0 or greater')).toBeVisible();
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
    const { modal, downloads } = await enter('300', '9');
    const save = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
    await expect(downloads).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailedAfterSubmit: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', disabled: false } },
  play: async ({ args }) => {
    const { modal, downloads, requests } = await enter('300', '9');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(downloads).toHaveValue(300);
    await expect(requests).toHaveValue(9);
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Edit Credits', gone: true },
      { role: 'button', name: 'Edit Credits', focused: true },
    ],
  },
  render: (args) => (
    <ClosesOnSuccess openWith="Edit Credits" onSubmit={args.onSubmit}>
      {(handlers) => <EditCreditsModal {...args} {...handlers} />}
    </ClosesOnSuccess>
  ),
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit Credits' });
    await userEvent.click(opener);
    await enter('300', '9');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ downloadCredits: 300, requestCredits: 9 });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Filled in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const FilledInDark: Story = inDark(Filled);

/**
 * Issue 36: while the dialog was open someone else changed both figures; the person changed the
 * downloads too. Nothing was saved: each field is said, requests show theirs, downloads wait.
 */
export const ChangedElsewhere: Story = {
  parameters: { namedState: { role: 'radio', name: 'Take theirs: "150"', focused: true } },
  args: {
    onSubmit: answers({
      changedElsewhere: [
        { field: 'downloadCredits', theirs: 150, mine: 200, conflict: true },
        { field: 'requestCredits', theirs: 12, mine: 8, conflict: false },
      ],
    }),
  },
  play: async () => {
    const modal = await dialog();
    const field = fields(modal);
    await userEvent.clear(field.downloads);
    await userEvent.type(field.downloads, '200');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: 'Content Downloads: changed to "150" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(
      modal.getByRole('group', {
        name: 'Custom Requests: changed to "12" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(field.requests).toHaveValue(12);
    await expect(field.downloads).toHaveValue(200);
    await waitFor(() =>
      expect(modal.getByRole('radio', { name: 'Take theirs: "150"' })).toHaveFocus(),
    );
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const FilledFitsALaptop: Story = fitsALaptop(Filled);
export const FilledFitsAPhone: Story = fitsAPhone(Filled);
