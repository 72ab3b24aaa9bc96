import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER, scenario } from '@admin-hub/api-mocks';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { activityFeedHandler } from '../../testing/activityFeedHandler.ts';
import { companyPageAs } from '../../testing/companyPage.ts';
import { openRowAction } from '../../testing/companyUsersSection.ts';
import { menuLabels, openRowMenu } from '../../testing/rowActions.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';
import { MyCompanyScreen } from '../../screens/company/MyCompanyScreen.tsx';
import { guideDocs } from '@admin-hub/ui/guides';
import { fitsALaptop, fitsAPhone } from '@admin-hub/ui/storyVariants';
import { userActivityDialogGuide } from './UserActivityDialog.guide.ts';

const requests = recordRequests('GET /activity');
const answeredBy = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { scenarios: [requests.handler, ...handlers] } },
});

// A user's activity, from their row on Acme's page (the super admin's view).
const meta = {
  title: 'Dialogs/User Activity',
  component: CompanyDetailScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    app: companyPageAs.superAdmin,
    docs: guideDocs(userActivityDialogGuide),
    ...answeredBy(activityFeedHandler()),
  },
  beforeEach: requests.reset,
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = `Activity of ${DEMO_USER.email}`;
const openActivity = (canvasElement: HTMLElement) =>
  openRowAction(canvasElement, DEMO_USER.email, 'Activity', TITLE);
const userQuery = () =>
  requests.sent.map(({ url }) => Object.fromEntries(url.searchParams)).filter((q) => q.userId);

export const Default: Story = {
  parameters: { namedState: { text: 'Last name: "Dubois" → "Dubois-Martin"' } },
  play: async ({ canvasElement }) => {
    const dialog = await openActivity(canvasElement);
    const list = await dialog.findByRole('list', { name: 'Activity' }, { timeout: 5000 });
    // The changes made to this user, whoever made them, in any company.
    await waitFor(() => expect(userQuery()).toEqual([{ userId: DEMO_USER.id }]));
    await expect(list.children).toHaveLength(2);
    await expect(list.children[0]).toHaveTextContent('Last name: "Dubois" → "Dubois-Martin"');
    await expect(list.children[1]).toHaveTextContent(
      'By superadmin@example.com as admin@acme.example',
    );
  },
};

export const Empty: Story = {
  parameters: {
    ...answeredBy(scenario('GET /activity', 'empty')),
    namedState: { text: 'No Activity Found' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openActivity(canvasElement);
    await expect(await dialog.findByText('No Activity Found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    ...answeredBy(scenario('GET /activity', 'forbidden')),
    namedState: { text: 'The activity could not be loaded.' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openActivity(canvasElement);
    await expect(
      await dialog.findByText('The activity could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
  },
};

/** Choosing a kind asks again for this user's entries of that kind. */
export const Filtered: Story = {
  parameters: { namedState: { text: 'No Activity Found' } },
  play: async ({ canvasElement }) => {
    const dialog = await openActivity(canvasElement);
    await dialog.findByRole('list', { name: 'Activity' }, { timeout: 5000 });
    await userEvent.selectOptions(dialog.getByLabelText('Kind of change'), 'user.deleted');
    await waitFor(() =>
      expect(userQuery().at(-1)).toEqual({ userId: DEMO_USER.id, kind: 'user.deleted' }),
    );
    await expect(await dialog.findByText('No Activity Found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A company's admin has the item too, last of the access group; Delete stays last. */
export const CompanyManagerHasTheItem: Story = {
  render: () => <MyCompanyScreen />,
  parameters: {
    namedState: { role: 'dialog', name: TITLE },
    app: companyPageAs.companyAdmin,
  },
  play: async ({ canvasElement }) => {
    const menu = await openRowMenu(canvasElement, DEMO_USER.email);
    await expect(menuLabels(menu)).toEqual([
      'Edit user',
      'Edit scheduler permissions',
      'View MFA devices',
      'Activity',
      'Send invite email',
      'Send password reset email',
      'Delete',
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Activity' }));
    await waitFor(() => expect(userQuery()).toEqual([{ userId: DEMO_USER.id }]));
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (ui's storyVariants/dialogFit.ts).
export const DefaultFitsALaptop: Story = fitsALaptop(Default);
export const DefaultFitsAPhone: Story = fitsAPhone(Default);
