import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl, scenario } from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { openRowAction, usersSection } from '../../testing/companyUsersSection.ts';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';
import { MyCompanyScreen } from '../../screens/company/MyCompanyScreen.tsx';

// Seeded Acme Signs: Jordan Lee (user@acme.example, base user) and two admins, Avery Mitchell
// (admin@acme.example) and Łukasz Kowalski (shown after Show More).
const meta = {
  title: 'Flows/Dialogs/Edit User',
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

const editUser = (canvasElement: HTMLElement, email: string) =>
  openRowAction(canvasElement, email, 'Edit user', 'Edit user');

/** The row of the user with `email`. */
const row = async (canvasElement: HTMLElement, email: string) => {
  const users = await usersSection(canvasElement);
  const item = (await users.findByText(email)).closest('li');
  if (!item) throw new Error(`No row for ${email}`);
  return within(item);
};

export const SuperAdminRenamesUser: Story = {
  parameters: { namedState: { text: 'Jordana Lee' } },
  play: async ({ canvasElement }) => {
    const modal = await editUser(canvasElement, 'user@acme.example');
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Jordan');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jordana');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const jordan = await row(canvasElement, 'user@acme.example');
    await expect(await jordan.findByText('Jordana Lee')).toBeVisible();
  },
};

export const DemoteAnAdminButNotTheLast: Story = {
  parameters: { namedState: { text: 'Admin' } },
  play: async ({ canvasElement }) => {
    // Two admins: one may become a base user.
    let modal = await editUser(canvasElement, 'admin@acme.example');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'User');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    const avery = await row(canvasElement, 'admin@acme.example');
    await waitFor(() => expect(avery.getByText('User')).toBeVisible());

    // The other is now the last admin: said on the field, and nothing is sent.
    await userEvent.click(
      (await usersSection(canvasElement)).getByRole('button', { name: 'Show More' }),
    );
    modal = await editUser(canvasElement, 'lukasz.kowalski@acme.example');
    const role = modal.getByRole('combobox', { name: 'Role' });
    await userEvent.selectOptions(role, 'User');
    await expect(await modal.findByText(MESSAGES.atLeastOneAdmin)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(role).toHaveFocus());
    // The role was changed: Cancel asks first, and Discard drops the refused change.
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lukasz = await row(canvasElement, 'lukasz.kowalski@acme.example');
    await expect(lukasz.getByText('Admin')).toBeVisible();
  },
};

export const CompanyAdminChangesEmail: Story = {
  parameters: { namedState: { text: 'Jordan Lee' }, app: companyPageAs.companyAdmin },
  render: () => <MyCompanyScreen />,
  play: async ({ canvasElement }) => {
    const modal = await editUser(canvasElement, 'user@acme.example');
    const role = modal.getByRole('combobox', { name: 'Role' });
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'User']);
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.lee@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    const jordan = await row(canvasElement, 'jordan.lee@acme.example');
    await expect(jordan.getByText('Jordan Lee')).toBeVisible();
  },
};

export const UnsavedChangesAskFirst: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: 'Lee' } },
  play: async ({ canvasElement }) => {
    let modal = await editUser(canvasElement, 'user@acme.example');
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-Park');
    // A stray Esc asks instead of dropping what was typed; Keep editing returns to it.
    await userEvent.keyboard('{Escape}');
    let question = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    await userEvent.click(question.getByRole('button', { name: 'Keep editing' }));
    await screen.findByRole('dialog', { name: 'Edit user' });
    await expect(lastName).toHaveValue('Lee-Park');
    await waitFor(() => expect(lastName).toHaveFocus());

    // Discard closes without saving, and the next opening starts from the user as saved.
    await userEvent.keyboard('{Escape}');
    question = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    await userEvent.click(question.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      (await row(canvasElement, 'user@acme.example')).getByText('Jordan Lee'),
    ).toBeVisible();
    modal = await editUser(canvasElement, 'user@acme.example');
    await expect(modal.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  },
};

export const UpdateFails: Story = {
  parameters: {
    namedState: { text: 'Jordan Lee' },
    msw: { handlers: { scenarios: [scenario('PUT /users/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const modal = await editUser(canvasElement, 'user@acme.example');
    const lastName = modal.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-Park');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error updating user');
    // Still open once the toast has gone, saying why beside Save, with what was typed.
    const kept = await expectDialogKept('Edit user', 'Error updating user');
    await expect(kept.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee-Park');
    await expect(
      (await row(canvasElement, 'user@acme.example')).getByText('Jordan Lee'),
    ).toBeVisible();
  },
};

export const EmailInUse: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Email', value: 'admin@acme.example' },
      { role: 'alert', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const modal = await editUser(canvasElement, 'user@acme.example');
    const email = modal.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@acme.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Email is already in use')).toBeVisible();
    await expectToast(canvasElement, 'Error updating user');
    await expect(email).toHaveValue('admin@acme.example');
    // The field says it: no second message beside Save.
    await expect(modal.queryByRole('alert')).toBeNull();
  },
};

export const ServerRefusesWithRuleMessage: Story = {
  parameters: {
    namedState: { role: 'dialog', name: 'Edit user' },
    msw: {
      handlers: {
        // A refusal the client could not foresee (e.g. another admin was demoted meanwhile).
        scenarios: [
          http.put(endpointUrl('PUT /users/:id', DEFAULT_API_URLS), () =>
            HttpResponse.json({ message: MESSAGES.atLeastOneAdmin }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await editUser(canvasElement, 'admin@acme.example');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'User');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    // The rule's own words, not the generic error.
    await expectToast(canvasElement, MESSAGES.atLeastOneAdmin);
    await expectDialogKept('Edit user', MESSAGES.atLeastOneAdmin);
  },
};
