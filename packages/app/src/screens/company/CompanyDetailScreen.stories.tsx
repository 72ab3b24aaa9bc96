import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { DEMO_USER, getDatabase, scenario } from '@admin-hub/api-mocks';
import { mfaMethodLabel } from '@admin-hub/ui/MfaDevicesModal';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { expectToast } from '../../testing/expectToast.ts';
import { failsThenHolds } from '../../testing/failsThenHolds.ts';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import {
  copyPasswordResetLink,
  deleteMfaDevice,
  deleteUser,
  deleteUserRefused,
  sendEmail,
} from '../../testing/rowActionFlows.ts';
import { clipboardWrites, rowOf, stubClipboard } from '../../testing/rowActions.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';
import { inDark, onAPhone } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { companyDetailScreenGuide } from './CompanyDetailScreen.guide.ts';

const app = (companyId: number): AppStoryParameters => ({
  route: `/admin/companies/${companyId}`,
  path: '/admin/companies/:companyId',
});

// Seeded: 'Acme Signs' (1) has 9 users, 6 scheduler signs, 4 {product} signs and a Pro plan;
// 'Quiet Street Displays' (3) has nothing at all, not even a {product} account.
const meta = {
  title: 'Screens/Company Detail',
  component: CompanyDetailScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame(app(1)),
    docs: screenDocs(companyDetailScreenGuide),
  },
  argTypes: { breadcrumb: { control: false } },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// One instance per story: its handlers and beforeEach go together.
const usersRetrying = failsThenHolds('GET /users');

// One instance per story: its handlers and beforeEach go together.
const companyRetrying = failsThenHolds('GET /companies/:id');
export const Loaded: Story = {
  parameters: { namedState: { text: 'Montréal, QC' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Pro')).toBeVisible();
    await expect(canvas.getByText('Content Downloads')).toBeVisible();
    await expect(canvas.getByText('Custom Requests')).toBeVisible();

    const users = await section(canvasElement, /^Users/);
    await expect(await within(users).findByRole('heading', { name: 'Users (9)' })).toBeVisible();
    // Lists show 5 rows, then Show More / Show Less.
    await expect(within(users).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(users).getByRole('button', { name: 'Show More' }));
    await expect(within(users).getAllByRole('listitem')).toHaveLength(9);
    // The badge in the list (the Status filter above it says 'Invited' too).
    const list = within(users).getByRole('list', { name: 'Users' });
    await expect(within(list).getByText('Invited')).toBeVisible();

    const schedulerSigns = await section(canvasElement, /^Scheduler Signs/);
    await expect(
      await within(schedulerSigns).findByRole('heading', { name: 'Scheduler Signs (6)' }),
    ).toBeVisible();
    await expect(within(schedulerSigns).getAllByRole('listitem')).toHaveLength(5);

    const productSigns = await section(canvasElement, /^Signage Studio Signs/);
    await expect(
      await within(productSigns).findByRole('heading', { name: 'Signage Studio Signs (4)' }),
    ).toBeVisible();
    await expect(within(productSigns).getByText('Montréal, QC')).toBeVisible();
  },
};

export const WithoutProductAccount: Story = {
  args: { companyId: 3 },
  parameters: { namedState: { role: 'heading', name: 'Users (0)' }, app: app(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No Signage Studio account', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('No Users Found')).toBeVisible();
    // Both sign lists load independently: wait until each has answered empty.
    await waitFor(() => expect(canvas.getAllByText('No Signs Found')).toHaveLength(2));
    await expect(canvas.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
  },
};

export const EmptyLists: Story = {
  parameters: {
    namedState: { text: 'No Users Found' },
    msw: {
      handlers: {
        scenarios: [
          scenario('GET /users', 'empty'),
          scenario('scheduler:GET /signs', 'empty'),
          scenario('GET /admin/company-signs/:companyId', 'empty'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Users Found', {}, { timeout: 5000 })).toBeVisible();
    // Both sign lists load independently: wait until each has answered empty.
    await waitFor(() => expect(canvas.getAllByText('No Signs Found')).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: {
    namedState: [{ role: 'status' }, { text: 'Loading company' }],
    msw: { handlers: { scenarios: [scenario('GET /companies/:id', 'loading')] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading company',
    );
    // The page's shape stands in for it: header, account card and the first user rows.
    const skeleton = canvasElement.querySelector('.ah-company-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton!.querySelector('.card')).not.toBeNull();
  },
};

// The super admin's page of a company, below Companies (CompanyDetailRoute's trail).
const BELOW_COMPANIES = [{ label: 'Companies', href: ROUTE_ACCESS.companies.path }];

/** The page's header without the company's name: where the page is, and what it is of. */
const expectUnnamedHeader = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(within(trail).getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'href',
    ROUTE_ACCESS.companies.path,
  );
};

/**
 * The company's first attempt failed and the next is on its way: the page says so at once,
 * under its header and trail (the company's name is not known yet), instead of its shape.
 */
export const Retrying: Story = {
  args: { breadcrumb: BELOW_COMPANIES },
  ...companyRetrying,
  parameters: {
    ...companyRetrying.parameters,
    namedState: [
      { text: 'Loading company failed; trying again (attempt 2 of 4)' },
      { role: 'button', name: 'Retry', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Loading company failed; trying again (attempt 2 of 4)',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expectUnnamedHeader(canvasElement);
    await expect(canvasElement.querySelector('.ah-company-skeleton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { breadcrumb: BELOW_COMPANIES },
  parameters: {
    namedState: { role: 'button', name: 'Retry', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /companies/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    // Reads are retried with backoff before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading company', 12_000);
    // The page keeps its header and trail; the failure and its Retry stand below them.
    await expectUnnamedHeader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The company could not be loaded.');
    await expect(canvas.queryByText(/trying again/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** The company's users' first attempt failed: their section says so at once, the page around it loaded. */
export const UsersRetrying: Story = {
  args: { breadcrumb: BELOW_COMPANIES },
  ...usersRetrying,
  parameters: {
    ...usersRetrying.parameters,
    namedState: { role: 'navigation', name: 'Breadcrumb' },
  },
  play: async ({ canvasElement }) => {
    const users = await section(canvasElement, /^Users/);
    await expect(
      await within(users).findByText(
        'Loading users failed; trying again (attempt 2 of 4)',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

/** The company's users failed for good: their section offers Retry, the rest of the page stays. */
export const UsersLoadFailed: Story = {
  args: { breadcrumb: BELOW_COMPANIES },
  parameters: {
    namedState: { role: 'button', name: 'Actions for Acme Signs', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /users', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Error loading users', 12_000);
    const users = await section(canvasElement, /^Users/);
    await expect(within(users).getByRole('alert')).toHaveTextContent(
      'The users could not be loaded.',
    );
    await expect(within(users).getByRole('button', { name: 'Retry' })).toBeEnabled();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Acme Signs' })).toBeEnabled();
  },
};

export const ProductAccountFailed: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Users (9)' },
    msw: { handlers: { scenarios: [scenario('content:GET /company/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectToast(canvasElement, 'Error loading Signage Studio company', 12_000);
    await expect(canvas.getByText('The Signage Studio account could not be loaded')).toBeVisible();
    // The rest of the page does not depend on the {product} account.
    await expect(canvas.getByRole('heading', { name: 'Users (9)' })).toBeVisible();
  },
};

// Row actions on the company page, as the super admin. Acme's 9 users sort by name as Amélie,
// Avery, Bartholomew, Jordan, Jürgen | Łukasz, new.hire (by email), Priya, Zoë: the last four
// are reached through Show More.

const ZOE = { id: 'auth0|acme-staff-2', email: 'zoe.fairbanks@acme.example' };
const PRIYA = { id: 'auth0|acme-staff-6', email: 'priya.raman@acme.example' };
const failing = (...handlers: HttpHandler[]) => ({ msw: { handlers: { scenarios: handlers } } });

/** The Users section, opened past its first five rows. */
const showAllUsers = async (canvasElement: HTMLElement, count = 9) => {
  const users = await section(canvasElement, /^Users/);
  await expect(
    await within(users).findByRole('heading', { name: `Users (${formatCount(count)})` }),
  ).toBeVisible();
  await userEvent.click(within(users).getByRole('button', { name: 'Show More' }));
  await expect(within(users).getAllByRole('listitem')).toHaveLength(count);
  return users;
};

export const DeleteUserAfterShowMore: Story = {
  parameters: { namedState: { role: 'button', name: 'Show Less' } },
  play: async ({ canvasElement }) => {
    const users = await showAllUsers(canvasElement);
    await deleteUser(canvasElement, ZOE);
    // The count and the list follow the server; the section stays open past five rows.
    await expect(await within(users).findByRole('heading', { name: 'Users (8)' })).toBeVisible();
    await waitFor(() => expect(within(users).getAllByRole('listitem')).toHaveLength(8));
    await expect(within(users).queryByText(ZOE.email)).toBeNull();
    await expect(within(users).getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

export const DeleteMfaDeviceAfterShowMore: Story = {
  parameters: {
    namedState: [
      // Reopened after the delete: the device list as the server now holds it.
      { role: 'dialog', name: 'MFA Devices' },
      { role: 'dialog', name: 'Confirm Delete Device', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const users = await showAllUsers(canvasElement);
    await expect(rowOf(users, PRIYA.email)).toBeVisible();
    const [device] = getDatabase().mfaDevices.get(PRIYA.id) ?? [];
    await deleteMfaDevice(canvasElement, PRIYA, mfaMethodLabel(device!.auth_method));
  },
};

export const SendInviteEmailAfterShowMore: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for new.hire@acme.example', focused: true },
      { role: 'button', name: 'Show Less' },
      { role: 'dialog', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await showAllUsers(canvasElement);
    await sendEmail(
      canvasElement,
      { id: 'auth0|acme-staff-7', email: 'new.hire@acme.example' },
      'invite',
      'sent',
    );
  },
};

export const SendPasswordResetEmailFails: Story = {
  parameters: {
    ...failing(scenario('POST /users/:id/send-password-reset-email', 'serverError')),
    namedState: [
      { role: 'button', name: 'Show More', focused: true },
      { role: 'dialog', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const users = await showAllUsers(canvasElement);
    await sendEmail(canvasElement, PRIYA, 'passwordReset', 'failed');
    // The page stays as it was and usable: the section still toggles.
    await userEvent.click(within(users).getByRole('button', { name: 'Show Less' }));
    await expect(within(users).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const DeleteUserFails: Story = {
  parameters: {
    ...failing(scenario('DELETE /users/:id', 'serverError')),
    namedState: { role: 'heading', name: 'Users (9)' },
  },
  play: async ({ canvasElement }) => {
    const users = await showAllUsers(canvasElement);
    await deleteUserRefused(canvasElement, ZOE);
    await expect(within(users).getByRole('heading', { name: 'Users (9)' })).toBeVisible();
    await expect(rowOf(users, ZOE.email)).toBeVisible();
  },
};

export const CopyPasswordResetLink: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
  },
  beforeEach: () => stubClipboard(clipboardWrites),
  play: async ({ canvasElement }) => {
    await section(canvasElement, /^Users/);
    await copyPasswordResetLink(canvasElement, DEMO_USER);
  },
};

/** Loaded in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const LoadedInDark: Story = inDark(Loaded);

/** Each state at 390 px, the phone width of the design review, in the app frame (its tab bar). */
export const LoadedOnAPhone: Story = onAPhone(Loaded);
export const EmptyListsOnAPhone: Story = onAPhone(EmptyLists);
export const LoadingOnAPhone: Story = onAPhone(Loading);
export const LoadFailedOnAPhone: Story = onAPhone(LoadFailed);
export const RetryingOnAPhone: Story = onAPhone(Retrying);
