import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl } from '@admin-hub/api-mocks';
import { DUPLICATE_IN_LIST } from '@admin-hub/domain/inviteList';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator } from '../../../testing/appDecorator.tsx';
import { companyPageAs } from '../../../testing/companyPage.ts';
import { expectUserCount, openAddMenuEntry } from '../../../testing/companyUsersSection.ts';
import { expectRunToast } from '../../../testing/expectToast.ts';
import { recordRequests } from '../../../testing/recordRequests.ts';
import { CompanyDetailScreen } from '../../../screens/company/CompanyDetailScreen.tsx';
import { MyCompanyScreen } from '../../../screens/company/MyCompanyScreen.tsx';

// Seeded: Acme Signs (1) has 9 users, user@acme.example among them.
const meta = {
  title: 'Flows/Dialogs/Invite Users',
  // Tests through several states (the dialog in the app: open, submit, fail, close): the
  // dialog's look is reviewed in Dialogs/; these run in npm test, hidden from the sidebar.
  tags: ['flow'],
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: { app: companyPageAs.superAdmin },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The add menu's 'Users from a list'. */
const openInviteUsers = (canvasElement: HTMLElement) =>
  openAddMenuEntry(canvasElement, 'Users from a list', 'Invite Users');
type Modal = Awaited<ReturnType<typeof openInviteUsers>>;

const paste = async (modal: Modal, text: string) => {
  await userEvent.click(modal.getByRole('textbox', { name: 'Email addresses' }));
  await userEvent.paste(text);
};

/** The preview's row of `line`: its cells' text. */
const previewRow = (modal: Modal, line: number) => {
  const preview = within(modal.getByRole('region', { name: 'Preview' }));
  const row = preview.getAllByRole('row')[line]!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** 'Invite N users', once the users call has answered for every row (it waits until then). */
const readyButton = async (modal: Modal, name: string) => {
  const button = await modal.findByRole('button', { name }, { timeout: 5000 });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  return button;
};

const runPanel = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: /^Invite Users/ }, { timeout: 5000 }),
  );

const FOUR_LINES = [
  'dana.list@acme.example',
  'not-an-email',
  'user@acme.example',
  'eli.list@acme.example',
].join('\n');

/** Opened: nothing to invite yet, so 'Invite 0 users' waits. */
export const Empty: Story = {
  parameters: { namedState: { role: 'checkbox', name: 'Send invite email', checked: true } },
  play: async ({ canvasElement }) => {
    const modal = await openInviteUsers(canvasElement);
    await expect(modal.getByText('No addresses yet.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Invite 0 users' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveValue('user');
    await expect(modal.getByRole('checkbox', { name: 'Send invite email' })).toBeChecked();
  },
};

/** Every row is checked before anything is sent: invalid, a duplicate, someone already in the hub. */
export const PreviewErrors: Story = {
  parameters: { namedState: { role: 'button', name: 'Invite 1 user', disabled: false } },
  play: async ({ canvasElement }) => {
    const modal = await openInviteUsers(canvasElement);
    await paste(
      modal,
      'fay.list@acme.example; not-an-email, FAY.list@acme.example\nuser@acme.example',
    );
    await expect(await modal.findByText(MESSAGES.emailInUse, {}, { timeout: 5000 })).toBeVisible();
    await expect(previewRow(modal, 1)).toEqual(['1', 'fay.list@acme.example', 'User', 'Ready']);
    await expect(previewRow(modal, 2)).toEqual([
      '2',
      'not-an-email',
      'User',
      MESSAGES.invalidEmail,
    ]);
    await expect(previewRow(modal, 3)).toEqual([
      '3',
      'FAY.list@acme.example',
      'User',
      DUPLICATE_IN_LIST,
    ]);
    await expect(previewRow(modal, 4)).toEqual([
      '4',
      'user@acme.example',
      'User',
      MESSAGES.emailInUse,
    ]);
    await expect(modal.getByText('1 user ready, 3 with a problem (not sent)')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Invite 1 user' })).toBeEnabled();
  },
};

const usersReads = recordRequests('GET /users');

/**
 * A company admin's check is within their company: the company page's own read of its users
 * answers the whole list, so no address is searched for.
 */
export const CompanyAdminPreviewFromTheCompanysUsers: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Invite Users' },
      { role: 'button', name: 'Invite 2 users', disabled: false },
      { text: MESSAGES.emailInUse },
    ],
    app: companyPageAs.companyAdmin,
    msw: { handlers: { scenarios: [usersReads.handler] } },
    screenshot: { skip: 'it looks as PreviewErrors does; what is tested is the requests' },
  },
  render: () => <MyCompanyScreen />,
  beforeEach: usersReads.reset,
  play: async ({ canvasElement }) => {
    await expectUserCount(canvasElement, 9);
    const modal = await openInviteUsers(canvasElement);
    await paste(modal, 'dana.list@acme.example\nuser@acme.example\neli.list@acme.example');
    await expect(await modal.findByText(MESSAGES.emailInUse, {}, { timeout: 5000 })).toBeVisible();
    await readyButton(modal, 'Invite 2 users');
    await expect(previewRow(modal, 1)).toEqual(['1', 'dana.list@acme.example', 'User', 'Ready']);
    await expect(previewRow(modal, 2)).toEqual([
      '2',
      'user@acme.example',
      'User',
      MESSAGES.emailInUse,
    ]);
    await expect(usersReads.sent.filter(({ url }) => url.searchParams.has('search'))).toEqual([]);
  },
};

/** A CSV's email column joins the list, its role column giving that row's role. */
export const FromCsv: Story = {
  parameters: { namedState: { text: 'people.csv: 2 rows' } },
  play: async ({ canvasElement }) => {
    const modal = await openInviteUsers(canvasElement);
    const csv = 'Name,Email,Role\nGus,gus.csv@acme.example,Admin\nHal,hal.csv@acme.example,\n';
    await userEvent.upload(
      modal.getByLabelText('Upload CSV'),
      new File([csv], 'people.csv', { type: 'text/csv' }),
    );
    await expect(await modal.findByText('people.csv: 2 rows', {}, { timeout: 5000 })).toBeVisible();
    await readyButton(modal, 'Invite 2 users');
    await expect(previewRow(modal, 1)).toEqual(['1', 'gus.csv@acme.example', 'Admin', 'Ready']);
    await expect(previewRow(modal, 2)).toEqual(['2', 'hal.csv@acme.example', 'User', 'Ready']);
  },
};

/** A file with no email column adds nothing and says why. */
export const CsvWithoutEmailColumn: Story = {
  parameters: { namedState: { role: 'button', name: 'Invite 0 users', disabled: true } },
  play: async ({ canvasElement }) => {
    const modal = await openInviteUsers(canvasElement);
    await userEvent.upload(
      modal.getByLabelText('Upload CSV'),
      new File(['mail\nx@acme.example\n'], 'wrong.csv', { type: 'text/csv' }),
    );
    await expect(
      await modal.findByText('The CSV has no column named email', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Invite 0 users' })).toBeDisabled();
  },
};

/** Two of four lines are sent; the summary lists the two the preview kept out; the list grows. */
export const InvitesTheReadyRows: Story = {
  parameters: { namedState: { text: 'dana.list@acme.example' } },
  play: async ({ canvasElement }) => {
    await expectUserCount(canvasElement, 9);
    const modal = await openInviteUsers(canvasElement);
    await paste(modal, FOUR_LINES);
    await userEvent.click(await readyButton(modal, 'Invite 2 users'));
    const run = await runPanel(canvasElement);
    await expect(
      await run.findByText('Skipped: 2 · Created: 2', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByRole('cell', { name: MESSAGES.emailInUse })).toBeVisible();
    await expectRunToast(canvasElement, '2 users created', 'success');
    await expectUserCount(canvasElement, 11);
    // In the users' list (the page's Activity names the invitation too).
    const users = within(canvasElement).getByRole('region', { name: /^Users/ });
    await expect(
      within(users).getByText('dana.list@acme.example', { selector: ':not(td)' }),
    ).toBeVisible();
  },
};

// Each create takes a while: time to cancel with the first four in flight.
const slowCreates = http.post(endpointUrl('POST /users', DEFAULT_API_URLS), async () => {
  await delay(1500);
});

const SIX = [1, 2, 3, 4, 5, 6].map((n) => `run${n}.list@acme.example`).join('\n');

/** Running: progress and Cancel; cancelled, the rows never started are said so. */
export const RunningThenCancelled: Story = {
  parameters: {
    namedState: { text: 'Not created: 2 · Created: 4' },
    msw: { handlers: { scenarios: [slowCreates] } },
  },
  play: async ({ canvasElement }) => {
    const modal = await openInviteUsers(canvasElement);
    await paste(modal, SIX);
    const invite = await readyButton(modal, 'Invite 6 users');
    await userEvent.click(invite);
    const run = await runPanel(canvasElement);
    const progress = run.getByRole('progressbar', { name: 'Invite Users: progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', '0 of 6 users done, 0 failed');
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(run.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await expect(
      await run.findByRole('heading', { name: 'Invite Users: cancelled' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByText('Not created: 2 · Created: 4')).toBeVisible();
    await expectRunToast(canvasElement, '4 users created; 2 not created (cancelled)', 'success');
    await expectUserCount(canvasElement, 13);
  },
};

// The second address's first create fails with a 500; the retry reaches the stateful mocks.
let failures = 0;
const secondFailsOnce = http.post(
  endpointUrl('POST /users', DEFAULT_API_URLS),
  async ({ request }) => {
    const { email } = (await request.clone().json()) as { email: string };
    if (email !== 'ivy.list@acme.example' || failures > 0) return;
    failures += 1;
    return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
  },
);

/** A failing call is a failed row with its reason, not a lost run; 'Retry failed' sends it again. */
export const PartialFailureThenRetry: Story = {
  parameters: {
    namedState: [{ text: 'Created: 3' }, { role: 'region', name: /^Invite Users/, gone: true }],
    msw: { handlers: { scenarios: [secondFailsOnce] } },
  },
  play: async ({ canvasElement }) => {
    failures = 0;
    const modal = await openInviteUsers(canvasElement);
    await paste(modal, 'hugo.list@acme.example\nivy.list@acme.example\njon.list@acme.example');
    await userEvent.click(await readyButton(modal, 'Invite 3 users'));
    const run = await runPanel(canvasElement);
    await expect(
      await run.findByText('Failed: 1 · Created: 2', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByRole('cell', { name: MESSAGES.errorCreatingUser })).toBeVisible();
    await expectRunToast(canvasElement, 'Error creating 1 of 3 users', 'error');
    await expectUserCount(canvasElement, 11);

    await userEvent.click(run.getByRole('button', { name: 'Retry failed' }));
    await expect(await run.findByText('Created: 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(run.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    await expectRunToast(canvasElement, '1 user created', 'success');
    await expectUserCount(canvasElement, 12);
    await userEvent.click(run.getByRole('button', { name: 'Close' }));
    await expect(within(canvasElement).queryByRole('region', { name: /^Invite Users/ })).toBeNull();
  },
};
