import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER, EMPTY_COMPANY_ID, scenario } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { deleteUser } from '../../testing/rowActionFlows.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';

const app = (companyId: number): AppStoryParameters => ({
  route: `/admin/companies/${companyId}`,
  path: '/admin/companies/:companyId',
});

// Seeded: Acme Signs (1) has 9 users (its first admin is admin@acme.example), 120 download and
// 8 request credits, and admin@acme.example as subscriber; the super admin works for Signage HQ (2).
const meta = {
  title: 'Screens/Company Detail/Company Actions',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(app(1)),
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the summary card's menu once the page has loaded, and picks `action`. */
async function chooseCompanyAction(canvasElement: HTMLElement, company: string, action: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Actions for ${company}` }, { timeout: 15_000 }),
  );
  // An unavailable action's name goes on with its reason.
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${action}`) }));
}

const figure = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term).nextElementSibling;

const modal = async (name: string) => within(await screen.findByRole('dialog', { name }));

const companyUpdates = recordRequests('PUT /companies/:id');

export const EditCompany: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Acme Signs West' },
    msw: { handlers: { scenarios: [companyUpdates.handler] } },
  },
  beforeEach: companyUpdates.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit company');
    const form = await modal('Edit company');
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Signs West');
    // The manufacturers arrive from GET /sign-manufacturers (a disabled placeholder meanwhile).
    const manufacturerField = () =>
      form.getByRole('combobox', { name: 'Verified Sign Manufacturer' });
    await waitFor(() => expect(manufacturerField()).toBeEnabled());
    const manufacturer = manufacturerField();
    await userEvent.selectOptions(manufacturer, 'Daktronics');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company updated');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(companyUpdates.sent.map(({ body }) => body)).toEqual([
      { name: 'Acme Signs West', signManufacturerId: 1, manufacturerSignupType: 'standard' },
    ]);
    // The page shows the new name.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs West' }),
    ).toBeVisible();
  },
};

export const EditCompanyFails: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Acme Signs' },
    msw: { handlers: { scenarios: [scenario('PUT /companies/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit company');
    const form = await modal('Edit company');
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' West');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error updating company');
    // Nothing typed is lost, and the page still shows the saved name.
    const kept = await expectDialogKept('Edit company', 'Error updating company');
    await expect(kept.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Signs West');
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Acme Signs' }),
    ).toBeVisible();
  },
};

const creditUpdates = recordRequests('content:PUT /company/:id/credits');

export const EditCredits: Story = {
  parameters: {
    // The play saves: the frame is the card with the new figures, the dialog gone.
    namedState: [
      { role: 'dialog', name: 'Edit Credits', gone: true },
      { text: 'Content Downloads' },
      { text: '250' },
    ],
    msw: { handlers: { scenarios: [creditUpdates.handler] } },
  },
  beforeEach: creditUpdates.reset,
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit Credits');
    const form = await modal('Edit Credits');
    const downloads = form.getByRole('spinbutton', { name: 'Content Downloads' });
    const requests = form.getByRole('spinbutton', { name: 'Custom Requests' });
    await expect(downloads).toHaveValue(120);
    await userEvent.clear(downloads);
    await userEvent.type(downloads, '250');
    await userEvent.clear(requests);
    await userEvent.type(requests, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company credits updated');
    // Numbers, without the account's id (spec §7).
    await expect(creditUpdates.sent.map(({ body }) => body)).toEqual([
      { downloadCredits: 250, requestCredits: 0 },
    ]);
    await waitFor(() =>
      expect(figure(canvasElement, 'Content Downloads')).toHaveTextContent('250'),
    );
    await expect(figure(canvasElement, 'Custom Requests')).toHaveTextContent('0');
  },
};

export const EditCreditsFails: Story = {
  parameters: {
    namedState: { role: 'spinbutton', name: 'Content Downloads' },
    msw: {
      handlers: { scenarios: [scenario('content:PUT /company/:id/credits', 'serverError')] },
    },
  },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit Credits');
    const form = await modal('Edit Credits');
    const downloads = form.getByRole('spinbutton', { name: 'Content Downloads' });
    await userEvent.clear(downloads);
    await userEvent.type(downloads, '250');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error updating company credits');
    const kept = await expectDialogKept('Edit Credits', 'Error updating company credits');
    await expect(kept.getByRole('spinbutton', { name: 'Content Downloads' })).toHaveValue(250);
    await expect(figure(canvasElement, 'Content Downloads')).toHaveTextContent('120');
  },
};

const subscriberUpdates = recordRequests('content:PUT /company/:id/subscriber-user');

export const EditSubscriber: Story = {
  parameters: {
    // The play saves: the frame is the card with the new subscriber, the dialog gone.
    namedState: [
      { role: 'dialog', name: 'Edit Subscriber', gone: true },
      { text: 'user@acme.example' },
    ],
    msw: { handlers: { scenarios: [subscriberUpdates.handler] } },
  },
  beforeEach: subscriberUpdates.reset,
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit Subscriber');
    const form = await modal('Edit Subscriber');
    const picker = form.getByRole('combobox', { name: 'Subscriber' });
    await expect(picker).toHaveDisplayValue('Avery Mitchell (admin@acme.example)');
    await userEvent.selectOptions(picker, 'Jordan Lee (user@acme.example)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company subscriber updated');
    await expect(subscriberUpdates.sent.map(({ body }) => body)).toEqual([
      { subscriberAuthId: 'auth0|acme-user' },
    ]);
    await waitFor(() =>
      expect(figure(canvasElement, 'Subscriber')).toHaveTextContent('user@acme.example'),
    );
  },
};

/**
 * The subscriber deleted (issue 16 item 1): the user's deletion clears the content API's
 * subscriber, and the card says so at once, as a reload would.
 */
export const SubscriberDeletedCardUpdated: Story = {
  parameters: { namedState: { text: 'No subscriber' } },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit Subscriber');
    const form = await modal('Edit Subscriber');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Subscriber' }),
      'Jordan Lee (user@acme.example)',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company subscriber updated');
    await waitFor(() =>
      expect(figure(canvasElement, 'Subscriber')).toHaveTextContent('user@acme.example'),
    );
    await deleteUser(canvasElement, DEMO_USER);
    await waitFor(() =>
      expect(figure(canvasElement, 'Subscriber')).toHaveTextContent('No subscriber'),
    );
  },
};

export const EditSubscriberFails: Story = {
  parameters: {
    namedState: { role: 'combobox', name: 'Subscriber' },
    msw: {
      handlers: {
        scenarios: [scenario('content:PUT /company/:id/subscriber-user', 'serverError')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Edit Subscriber');
    const form = await modal('Edit Subscriber');
    const picker = form.getByRole('combobox', { name: 'Subscriber' });
    await userEvent.selectOptions(picker, 'Jordan Lee (user@acme.example)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error updating company subscriber');
    const kept = await expectDialogKept('Edit Subscriber', 'Error updating company subscriber');
    await expect(kept.getByRole('combobox', { name: 'Subscriber' })).toHaveDisplayValue(
      'Jordan Lee (user@acme.example)',
    );
    await expect(figure(canvasElement, 'Subscriber')).toHaveTextContent('admin@acme.example');
  },
};

export const WithoutProductAccount: Story = {
  args: { companyId: EMPTY_COMPANY_ID },
  parameters: {
    namedState: [
      { role: 'button', name: /^Emulate company/ },
      { text: /^Error/, gone: true },
    ],
    app: app(EMPTY_COMPANY_ID),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No Signage Studio account', {}, { timeout: 5000 }),
    ).toBeVisible();
    // The actions come once the signed-in user and the company's users are known too.
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Actions for Quiet Street Displays' },
        { timeout: 15_000 },
      ),
    );
    // Instead of a form with nothing to edit, each action says why it is closed.
    const reason = 'This company has no Signage Studio account';
    await expect(
      await canvas.findByRole('button', { name: /^Edit Credits/ }),
    ).toHaveAccessibleDescription(reason);
    await expect(
      canvas.getByRole('button', { name: /^Edit Subscriber/ }),
    ).toHaveAccessibleDescription(reason);
    await expect(
      canvas.getByRole('button', { name: /^Emulate company/ }),
    ).toHaveAccessibleDescription('This company has no users to emulate');
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Credits/ }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    // A missing account is no error.
    await expect(within(canvasElement.ownerDocument.body).queryByText(/^Error/)).toBeNull();
  },
};

const emulations = recordRequests('POST /users/:id/set-emulate');

export const EmulateCompany: Story = {
  tags: ['flow'],
  parameters: {
    focusOnBody:
      "It ends on another page, drawn without the app shell here; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly)",
    msw: { handlers: { scenarios: [emulations.handler] } },
  },
  beforeEach: emulations.reset,
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Emulate company');
    // The company's first admin is emulated, and the app goes home (spec §4).
    await expect(
      await within(canvasElement).findByText('Navigated to /home', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expectToast(canvasElement, 'User emulated');
    await expect(emulations.sent.map(({ url }) => decodeURIComponent(url.pathname))).toEqual([
      '/api/users/auth0|acme-admin/set-emulate',
    ]);
  },
};

const deletions = recordRequests('DELETE /companies/:id');

export const DeleteCompany: Story = {
  tags: ['flow'],
  parameters: {
    focusOnBody:
      "It ends on another page, drawn without the app shell here; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly)",
    msw: { handlers: { scenarios: [deletions.handler] } },
  },
  beforeEach: deletions.reset,
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Delete company');
    const dialog = await modal('Delete company');
    await expect(
      dialog.getByText(
        'Are you sure you want to permanently delete the company Acme Signs? Its users and its signs will be deleted with it.',
      ),
    ).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand' }));
    await userEvent.click(confirm);
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/companies'),
    ).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Company deleted');
    // The deleted company is not asked for again on the way out.
    await expect(body.queryByText('Error loading company')).toBeNull();
    await expectToast(canvasElement, 'Company deleted');
    await expect(deletions.sent.map(({ url }) => url.pathname)).toEqual(['/api/companies/1']);
  },
};

export const DeleteCompanyFails: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Acme Signs' },
    msw: { handlers: { scenarios: [scenario('DELETE /companies/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Acme Signs', 'Delete company');
    const dialog = await modal('Delete company');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Error deleting company');
    // Still here, ready for another try, with focus back on the button rather than the page.
    const kept = await expectDialogKept('Delete company', 'Error deleting company', 'Confirm');
    await expect(kept.getByRole('checkbox', { name: 'I understand' })).toBeChecked();
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Acme Signs' }),
    ).toBeVisible();
  },
};

export const OwnCompanyCannotBeDeleted: Story = {
  args: { companyId: 2 },
  parameters: {
    namedState: [
      { role: 'button', name: /^Delete company/ },
      { role: 'dialog', gone: true },
    ],
    app: app(2),
  },
  play: async ({ canvasElement }) => {
    await chooseCompanyAction(canvasElement, 'Signage HQ', 'Delete company');
    await expect(
      within(canvasElement).getByRole('button', { name: /^Delete company/ }),
    ).toHaveAccessibleDescription('You cannot delete your own company');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
