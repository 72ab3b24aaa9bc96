import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACME_COMPANY_ID, DEFAULT_API_URLS, endpointUrl, getDatabase } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectRunToast } from '../../testing/expectToast.ts';
import { findDialog, outboxOf } from '../../testing/rowActions.ts';
import { MyCompanyScreen } from './MyCompanyScreen.tsx';

// Acme's admin on their own company page: the bulk actions an admin may use.
const meta = {
  title: 'Screens/Company Detail/Bulk Actions',
  component: MyCompanyScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(companyPageAs.companyAdmin),
  args: {},
} satisfies Meta<typeof MyCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: /^Users/ }, { timeout: 5000 }));

/**
 * 'Select all users' takes every user of the company, those behind 'Show More' too. Deleting
 * them skips the admin themself with the rule's words.
 */
export const SelectAllThenDeleteSkipsYourself: Story = {
  parameters: { namedState: { text: '9 users selected' } },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    const all = await users.findByRole('checkbox', { name: 'Select all users' });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    const bar = within(await users.findByRole('region', { name: 'Selected users' }));
    await expect(bar.getByText('9 users selected')).toBeVisible();
    // The whole company is on the page: nothing more to select.
    await expect(bar.queryByRole('button', { name: /^Select all/ })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Delete' }));

    const dialog = await findDialog(canvasElement, 'Confirm Delete');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete 8 users? These users will be permanently deleted.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog.getByRole('region', { name: 'Skipped users' })).getByRole('listitem'),
    ).toHaveTextContent(`admin@acme.example: ${MESSAGES.cannotDeleteSelf}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(bar.getByText('9 users selected')).toBeVisible());
  },
};

export const SendPasswordResetEmailsToTheCompany: Story = {
  parameters: { namedState: { text: 'Sent: 2' } },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    await userEvent.click(await users.findByRole('button', { name: 'Show More' }));
    await userEvent.click(await users.findByRole('checkbox', { name: 'Select user@acme.example' }));
    await userEvent.click(
      await users.findByRole('checkbox', { name: 'Select zoe.fairbanks@acme.example' }),
    );
    const bar = within(await users.findByRole('region', { name: 'Selected users' }));
    await userEvent.click(bar.getByRole('button', { name: 'Send password reset emails' }));
    const dialog = await findDialog(canvasElement, 'Confirm Password Reset Send');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const run = within(
      await users.findByRole('region', { name: 'Send password reset emails' }, { timeout: 5000 }),
    );
    await expect(await run.findByText('Sent: 2', {}, { timeout: 5000 })).toBeVisible();
    const acmeUsers = [...getDatabase().users.values()].filter(
      ({ companyId }) => companyId === ACME_COMPANY_ID,
    );
    const sent = acmeUsers.filter(({ id }) => outboxOf(id).includes('passwordReset'));
    await expect(sent.map(({ email }) => email).sort()).toEqual([
      'user@acme.example',
      'zoe.fairbanks@acme.example',
    ]);
    await expectRunToast(
      canvasElement,
      'Password reset email sent successfully to 2 users',
      'success',
    );
  },
};

const acmeUsers = () =>
  [...getDatabase().users.values()].filter(({ companyId }) => companyId === ACME_COMPANY_ID);

// Each invite takes a while: time to cancel with the first four in flight.
const slowInvites = http.post(
  endpointUrl('POST /users/:id/send-invite-email', DEFAULT_API_URLS),
  async () => {
    await delay(1200);
  },
);

/**
 * Issue 23: a send cancelled part-way offers the users it did not reach; the offer sends to
 * exactly those, so every user gets one invite and nobody two.
 */
export const SendCancelledThenContinued: Story = {
  tags: ['flow'],
  parameters: {
    msw: { handlers: { scenarios: [slowInvites] } },
    screenshot: {
      skip: 'a flow: its end is the summary SendPasswordResetEmailsToTheCompany shows',
    },
  },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    await userEvent.click(await users.findByRole('checkbox', { name: 'Select all users' }));
    const bar = within(await users.findByRole('region', { name: 'Selected users' }));
    await expect(bar.getByText('9 users selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Send invite emails' }));
    const dialog = await findDialog(canvasElement, 'Confirm Invite Email Send');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    const run = within(
      await users.findByRole('region', { name: 'Send invite emails' }, { timeout: 5000 }),
    );
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(
      await run.findByRole('heading', { name: 'Send invite emails: cancelled' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByText('Not sent: 5 · Sent: 4')).toBeVisible();
    await expect(acmeUsers().filter(({ id }) => outboxOf(id).length > 0)).toHaveLength(4);
    await expectRunToast(
      canvasElement,
      'Invite email sent successfully to 4 users; 5 not sent (cancelled)',
      'success',
    );

    await userEvent.click(run.getByRole('button', { name: 'Send to the 5 not sent' }));
    await expect(await run.findByText('Sent: 9', {}, { timeout: 8000 })).toBeVisible();
    await expect(run.getByRole('heading', { name: 'Send invite emails' })).toBeVisible();
    await expect(run.queryByRole('button', { name: /not sent$/ })).toBeNull();
    // Every user of the company got exactly one invite.
    await expect(acmeUsers().map(({ id }) => outboxOf(id))).toEqual(
      acmeUsers().map(() => ['invite']),
    );
    await expectRunToast(canvasElement, 'Invite email sent successfully to 5 users', 'success');
  },
};

/** Cancel pressed once every call had started: nothing was left to stop, and the panel says so. */
export const CancelAfterEveryCallStarted: Story = {
  parameters: { namedState: { text: 'Sent: 3' }, msw: { handlers: { scenarios: [slowInvites] } } },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    const boxes = await users.findAllByRole('checkbox', { name: /^Select .+@/ });
    const three = boxes.slice(0, 3);
    for (const box of three) await userEvent.click(box);
    const bar = within(await users.findByRole('region', { name: 'Selected users' }));
    await expect(bar.getByText('3 users selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Send invite emails' }));
    const dialog = await findDialog(canvasElement, 'Confirm Invite Email Send');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    const run = within(
      await users.findByRole('region', { name: 'Send invite emails' }, { timeout: 5000 }),
    );
    // Four at a time: all three are in flight already.
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(
      await run.findByText(
        'Every call had started before Cancel; nothing was left to stop.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(run.getByRole('heading', { name: 'Send invite emails' })).toBeVisible();
    await expect(run.getByText('Sent: 3')).toBeVisible();
    await expect(run.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
    const sent = acmeUsers().filter(({ id }) => outboxOf(id).length > 0);
    await expect(sent.map(({ id }) => outboxOf(id))).toEqual([['invite'], ['invite'], ['invite']]);
    await expectRunToast(canvasElement, 'Invite email sent successfully to 3 users', 'success');
  },
};
