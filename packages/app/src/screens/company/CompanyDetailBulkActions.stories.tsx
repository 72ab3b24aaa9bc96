import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACME_COMPANY_ID, getDatabase } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectRunToast } from '../../testing/expectToast.ts';
import { findDialog, outboxOf } from '../../testing/rowActions.ts';
import { MyCompanyScreen } from './MyCompanyScreen.tsx';

// Acme's admin on their own company page: the bulk actions an admin may use.
const meta = {
  title: 'App/Screens/CompanyDetail/Bulk actions',
  component: MyCompanyScreen,
  decorators: [appDecorator],
  parameters: { app: companyPageAs.companyAdmin },
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
