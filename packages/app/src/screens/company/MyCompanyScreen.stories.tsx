import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_API_URLS,
  DEMO_ADMIN,
  DEMO_USER,
  buildCompany,
  buildPaged,
  buildUsers,
  endpointUrl,
  getDatabase,
  scenario,
} from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { deleteMfaDevice, deleteUser, sendEmail } from '../../testing/rowActionFlows.ts';
import {
  ACME_SUPER_ADMIN,
  expectNoDialog,
  menuLabels,
  openRowMenu,
  rowOf,
  seatSuperAdminAtAcme,
} from '../../testing/rowActions.ts';
import { MyCompanyScreen } from './MyCompanyScreen.tsx';
import { inDark, onAPhone } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { myCompanyScreenGuide } from './MyCompanyScreen.guide.ts';

const meta = {
  title: 'Screens/My Company',
  component: MyCompanyScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame({
      route: '/admin/my-company',
      path: '/admin/my-company',
      signedInAs: 'admin@acme.example',
    }),
    docs: screenDocs(myCompanyScreenGuide),
  },
  args: {},
} satisfies Meta<typeof MyCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyManager: Story = {
  parameters: { namedState: { role: 'heading', name: 'Users (9)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Users (9)' })).toBeVisible();
    // A company manager has every row action but the super admin's: no Emulate, no reset link.
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
  },
};

export const CompanyManagerCardActions: Story = {
  parameters: { namedState: { role: 'heading', name: 'Acme Signs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, { timeout: 5000 }),
    ).toBeVisible();
    // A company manager's own company actions: the subscriber only (spec §6).
    const toggle = canvas.getByRole('button', { name: 'Actions for Acme Signs' });
    await userEvent.click(toggle);
    // The page header's menu: its toggle and its items.
    const menu = within(toggle.parentElement!);
    await expect((await menu.findAllByRole('button')).map((item) => item.textContent)).toEqual([
      'Actions',
      'Edit Subscriber',
    ]);
  },
};

export const SuperAdmin: Story = {
  parameters: {
    namedState: { role: 'heading', name: /^Users \([\d,]+\)$/ },
    app: {
      route: '/admin/my-company',
      path: '/admin/my-company',
      signedInAs: 'superadmin@example.com',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signage HQ' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: /^Users \([\d,]+\)$/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    namedState: [{ role: 'status' }, { text: 'Loading company' }],
    msw: { handlers: { scenarios: [scenario('GET /users/me', 'loading')] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading company',
    );
  },
};

// Row actions as the company manager (admin@acme.example) on their own company.

const ZOE = { id: 'auth0|acme-staff-2', email: 'zoe.fairbanks@acme.example' };
const failing = (...handlers: HttpHandler[]) => ({ msw: { handlers: { scenarios: handlers } } });

const usersSection = async (canvasElement: HTMLElement, count: number) => {
  const users = await within(canvasElement).findByRole(
    'region',
    { name: /^Users/ },
    { timeout: 5000 },
  );
  await expect(
    await within(users).findByRole('heading', { name: `Users (${formatCount(count)})` }),
  ).toBeVisible();
  return users;
};

export const ManagerDeletesUser: Story = {
  parameters: { namedState: { role: 'heading', name: 'Users (8)' } },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement, 9);
    await userEvent.click(within(users).getByRole('button', { name: 'Show More' }));
    await deleteUser(canvasElement, ZOE);
    await expect(await within(users).findByRole('heading', { name: 'Users (8)' })).toBeVisible();
    await waitFor(() => expect(within(users).queryByText(ZOE.email)).toBeNull());
  },
};

export const ManagerCannotDeleteThemselves: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete' } },
  play: async ({ canvasElement }) => {
    await usersSection(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, DEMO_ADMIN.email);
    const remove = within(menu).getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(MESSAGES.cannotDeleteSelf);
    await userEvent.click(remove);
    await expectNoDialog(canvasElement);
    await expect(getDatabase().users.has(DEMO_ADMIN.id)).toBe(true);
  },
};

export const ManagerMeetsSuperAdmin: Story = {
  parameters: {
    namedState: [
      // The unavailable Delete did nothing: the menu still says why.
      { text: MESSAGES.adminCannotDeleteSuperAdmin },
      { role: 'dialog', gone: true },
    ],
  },
  beforeEach: seatSuperAdminAtAcme,
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement, 10);
    await userEvent.click(within(users).getByRole('button', { name: 'Show More' }));
    await expect(rowOf(users, ACME_SUPER_ADMIN.email)).toBeVisible();
    const menu = await openRowMenu(canvasElement, ACME_SUPER_ADMIN.email);
    const item = (name: string) => within(menu).getByRole('button', { name });
    await expect(item('Delete')).toHaveAccessibleDescription(MESSAGES.adminCannotDeleteSuperAdmin);
    await expect(item('Edit user')).toHaveAccessibleDescription(MESSAGES.adminCannotEditSuperAdmin);
    await userEvent.click(item('Delete'));
    await expectNoDialog(canvasElement);
    await expect(getDatabase().users.has(ACME_SUPER_ADMIN.id)).toBe(true);
  },
};

export const ManagerDeletesMfaDevice: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'MFA Devices' },
      { role: 'button', name: 'Delete Authenticator app', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await usersSection(canvasElement, 9);
    await deleteMfaDevice(canvasElement, DEMO_USER, 'Authenticator app');
  },
};

export const ManagerSendsPasswordResetEmail: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for user@acme.example', focused: true },
      { role: 'dialog', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await usersSection(canvasElement, 9);
    await sendEmail(canvasElement, DEMO_USER, 'passwordReset', 'sent');
  },
};

export const ManagerSendInviteEmailFails: Story = {
  // A flow: it fails, then the page answers again; the failure is a state of its own story.
  tags: ['flow'],
  parameters: {
    ...failing(scenario('POST /users/:id/send-invite-email', 'serverError')),
  },
  play: async ({ canvasElement }) => {
    await usersSection(canvasElement, 9);
    await sendEmail(canvasElement, DEMO_USER, 'invite', 'failed');
  },
};

/**
 * A base user never reaches this page (the route guard answers 403, and so does the server).
 * Were the lists served anyway, no row would offer an action: the menu follows the role.
 */
export const BaseUserHasNoRowMenu: Story = {
  parameters: {
    namedState: [
      { role: 'list', name: 'Users' },
      { role: 'button', name: /^Actions for/, gone: true },
    ],
    app: { route: '/admin/my-company', path: '/admin/my-company', signedInAs: 'user@acme.example' },
    ...failing(
      http.get(endpointUrl('GET /companies/:id', DEFAULT_API_URLS), () =>
        HttpResponse.json(buildCompany()),
      ),
      http.get(endpointUrl('GET /users', DEFAULT_API_URLS), () =>
        HttpResponse.json(buildPaged(buildUsers(3))),
      ),
      // Refused to a base user as well; not what this story is about.
      scenario('GET /admin/company-signs/:companyId', 'empty'),
    ),
  },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement, 3);
    await expect(within(users).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(users).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

/** CompanyManager in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const CompanyManagerInDark: Story = inDark(CompanyManager);

/** CompanyManager at 390 px, the phone width of the design review. */
export const CompanyManagerOnAPhone: Story = onAPhone(CompanyManager);
