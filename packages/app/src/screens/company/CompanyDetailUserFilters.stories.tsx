import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCALE_COMPANY, addLargeCompany, getDatabase } from '@admin-hub/api-mocks';
import { isInvited } from '@admin-hub/domain/isInvited';
import { ROLE_LABELS, ROLES, type Role } from '@admin-hub/domain/roles';
import { matchesSearch } from '@admin-hub/domain/textSearch';
import { USER_STATUSES, USER_STATUS_LABELS, type UserStatus } from '@admin-hub/domain/userFilters';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';
import { ON_A_PHONE } from '@admin-hub/ui/storyVariants';

/**
 * 'Globex Signage Network' as the demo seeds it, with 1,200 users instead of 10,000 (six pages
 * of 200): admins, users and about 5% invited, with the search beside the filters.
 */
const GLOBEX = { ...SCALE_COMPANY, userCount: 1200 };
const globexPage = (query = '') => ({
  route: `/admin/companies/${GLOBEX.id}${query}`,
  path: '/admin/companies/:companyId',
});

const meta = {
  title: 'Screens/Company Detail/User Filters',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(globexPage()),
  args: { companyId: GLOBEX.id },
  loaders: [
    () => {
      addLargeCompany(getDatabase(), GLOBEX);
      return {};
    },
  ],
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: /^Users/ }, { timeout: 5000 }));

type Section = Awaited<ReturnType<typeof usersSection>>;

/** The section once the heading shows every user and no further page is on its way. */
const loadedUsersSection = async (canvasElement: HTMLElement, count: number) => {
  const users = await usersSection(canvasElement);
  await expect(
    await users.findByRole('heading', { name: `Users (${formatCount(count)})` }),
  ).toBeVisible();
  await waitFor(() => expect(users.queryByText(/^Loading the rest/)).toBeNull(), {
    timeout: 5000,
  });
  return users;
};

const groupOf = (users: Section, name: 'Role' | 'Status') =>
  within(users.getByRole('radiogroup', { name }));

/** Chooses an option as a pointer does: on its button (the radio underneath is hidden). */
const choose = (users: Section, group: 'Role' | 'Status', label: string) =>
  userEvent.click(groupOf(users, group).getByText(label, { selector: 'label' }));

const n = (count: number) => count.toLocaleString('en-US');

interface Filters {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/** The company's users that `filters` keep, counted from the mock database one by one. */
const expectedCount = (companyId: number, { search = '', role, status }: Filters) =>
  [...getDatabase().users.values()].filter(
    (user) =>
      user.companyId === companyId &&
      matchesSearch(search, [
        [user.firstName, user.lastName].filter(Boolean).join(' '),
        user.email,
      ]) &&
      (role === undefined || user.role === role) &&
      (status === undefined || (status === 'invited') === isInvited(user)),
  ).length;

/**
 * Each choice of both groups shows the count its choosing would show, the rest kept; a choice
 * no user of the company has is not offered unless it is the one chosen.
 */
const expectCounts = async (users: Section, companyId: number, filters: Filters) => {
  const role = groupOf(users, 'Role');
  const status = groupOf(users, 'Status');
  const withRole = (choice?: Role) => expectedCount(companyId, { ...filters, role: choice });
  const withStatus = (choice?: UserStatus) =>
    expectedCount(companyId, { ...filters, status: choice });
  const offered = (chosen: boolean, inCompany: number) => chosen || inCompany > 0;
  await waitFor(() =>
    expect(role.getByRole('radio', { name: `All (${n(withRole())})` })).toBeVisible(),
  );
  for (const choice of ROLES) {
    const name = `${ROLE_LABELS[choice]} (${n(withRole(choice))})`;
    if (offered(filters.role === choice, expectedCount(companyId, { role: choice })))
      await expect(role.getByRole('radio', { name })).toBeInTheDocument();
    else
      await expect(
        role.queryByRole('radio', { name: new RegExp(`^${ROLE_LABELS[choice]}`) }),
      ).toBeNull();
  }
  await expect(status.getByRole('radio', { name: `All (${n(withStatus())})` })).toBeInTheDocument();
  for (const choice of USER_STATUSES) {
    const name = `${USER_STATUS_LABELS[choice]} (${n(withStatus(choice))})`;
    if (offered(filters.status === choice, expectedCount(companyId, { status: choice })))
      await expect(status.getByRole('radio', { name })).toBeInTheDocument();
    else
      await expect(
        status.queryByRole('radio', { name: new RegExp(`^${USER_STATUS_LABELS[choice]}`) }),
      ).toBeNull();
  }
};

const searchFor = async (users: Section, text: string) => {
  const box = users.getByRole('searchbox', { name: "Search this company's users" });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

const rowsOf = (users: Section) =>
  within(users.getByRole('list', { name: 'Users' })).getAllByRole('listitem');

export const FiltersWithCounts: Story = {
  parameters: { namedState: { role: 'radio', name: /^Admin/, checked: true } },
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, GLOBEX.userCount);
    await expect(groupOf(users, 'Role').getByRole('radio', { name: /^All/ })).toBeChecked();
    await expect(groupOf(users, 'Status').getByRole('radio', { name: /^All/ })).toBeChecked();
    await expectCounts(users, GLOBEX.id, {});
    // At 1280 px both groups share one line, each on one row of chips (no 'Super Admin (0)').
    const [role, status] = (['Role', 'Status'] as const).map((name) =>
      users.getByRole('radiogroup', { name }).getBoundingClientRect(),
    );
    await expect(status!.top).toBe(role!.top);
    await expect(status!.height).toBe(role!.height);
    const chip = users.getAllByText(/^All/, { selector: 'label' })[0]!.getBoundingClientRect();
    await expect(role!.height).toBeLessThan(chip.height * 1.5);
    // With a search and a role, every count keeps them both (and the status keeps the search).
    await searchFor(users, 'ann');
    await choose(users, 'Role', 'Admin');
    // The router applies the new address in a transition: the choice shows a moment later.
    await waitFor(() =>
      expect(groupOf(users, 'Role').getByRole('radio', { name: /^Admin/ })).toBeChecked(),
    );
    await expectCounts(users, GLOBEX.id, { search: 'ann', role: 'admin' });
    const shown = expectedCount(GLOBEX.id, { search: 'ann', role: 'admin' });
    await expect(users.getByText(`${n(shown)} of 1,200 users match`)).toBeVisible();
  },
};

export const InvitedFilterApplied: Story = {
  parameters: { namedState: { text: 'Invited' }, app: globexPage('?status=invited') },
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, GLOBEX.userCount);
    const invited = expectedCount(GLOBEX.id, { status: 'invited' });
    // The address's filter is on: only the invited users show.
    await expect(
      groupOf(users, 'Status').getByRole('radio', { name: `Invited (${n(invited)})` }),
    ).toBeChecked();
    await expectCounts(users, GLOBEX.id, { status: 'invited' });
    await expect(users.getByText(`${n(invited)} of 1,200 users match`)).toBeVisible();
    await userEvent.click(users.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(rowsOf(users)).toHaveLength(invited));
    for (const row of rowsOf(users)) await expect(within(row).getByText('Invited')).toBeVisible();
    // 'Select all users' takes exactly the users shown.
    await userEvent.click(users.getByRole('checkbox', { name: 'Select all users' }));
    const bar = within(await users.findByRole('region', { name: 'Selected users' }));
    await expect(await bar.findByText(`${n(invited)} users selected`)).toBeVisible();
  },
};

const PHONE = { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } };

export const FiltersOnAPhone: Story = {
  args: { companyId: 1 },
  parameters: {
    namedState: [
      { role: 'radiogroup', name: 'Role' },
      { role: 'radiogroup', name: 'Status' },
      { role: 'heading', name: 'Users (9)' },
    ],
    app: companyPageAs.superAdmin,
    viewport: { options: PHONE },
    ...ON_A_PHONE,
  },
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, 9);
    await expectCounts(users, 1, {});
    // The options wrap inside the screen: nothing sticks out to scroll sideways to.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const name of ['Role', 'Status'] as const) {
      for (const option of users.getByRole('radiogroup', { name }).querySelectorAll('label')) {
        await expect(option).toBeVisible();
        await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
      }
    }
  },
};

export const EmptyAfterFiltering: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Clear filters and search' },
      { role: 'list', name: 'Users', gone: true },
    ],
    app: globexPage('?role=super_admin&status=invited'),
  },
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, GLOBEX.userCount);
    await searchFor(users, 'ann');
    await expect(
      expectedCount(GLOBEX.id, { search: 'ann', role: 'super_admin', status: 'invited' }),
    ).toBe(0);
    // The filters alone hide everyone already: the search joins them after its pause.
    await expect(
      await users.findByText('No users match Invited, Super Admin, “ann”.'),
    ).toBeVisible();
    await expect(users.getByText('0 of 1,200 users match')).toBeVisible();
    await expect(users.getByText('No Users Found')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Clear filters and search' })).toBeVisible();
    await expect(users.queryByRole('list', { name: 'Users' })).toBeNull();
  },
};

export const ClearingFiltersFocusesRole: Story = {
  tags: ['flow'],
  args: { companyId: 1 },
  parameters: {
    app: { ...companyPageAs.superAdmin, route: '/admin/companies/1?role=admin&status=invited' },
    screenshot: { skip: 'a flow, not a state: it ends as CompanyDetail Loaded shows Acme' },
  },
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, 9);
    await expect(expectedCount(1, { role: 'admin', status: 'invited' })).toBe(0);
    await expect(await users.findByText('No users match Invited, Admin.')).toBeVisible();
    await userEvent.click(users.getByRole('button', { name: 'Clear filters' }));
    // The button is gone with the empty list: focus goes on to the Role filter, now All. The
    // router applies the cleared address in a transition, so the counts follow a moment later.
    const all = await groupOf(users, 'Role').findByRole('radio', { name: 'All (9)' });
    await waitFor(() => expect(all).toHaveFocus());
    await expect(all).toBeChecked();
    await expect(
      await groupOf(users, 'Status').findByRole('radio', { name: 'All (9)' }),
    ).toBeChecked();
    await expect(rowsOf(users)).toHaveLength(5);
  },
};

const downloads = recordDownloads();

/** The export holds what the list shows: the filtered users, not the whole company. */
export const ExportHoldsTheFilteredUsers: Story = {
  args: { companyId: 1 },
  parameters: {
    namedState: [
      { role: 'radio', name: /^Invited/, checked: true },
      { role: 'button', name: 'Export CSV', disabled: false },
    ],
    app: { ...companyPageAs.superAdmin, route: '/admin/companies/1?status=invited' },
    screenshot: { skip: 'it looks as the filter on Acme does; what is tested is the file' },
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    const users = await loadedUsersSection(canvasElement, 9);
    const invited = [...getDatabase().users.values()]
      .filter((user) => user.companyId === 1 && isInvited(user))
      .map((user) => user.email);
    await expect(rowsOf(users)).toHaveLength(invited.length);
    await userEvent.click(users.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 8000 });
    const lines = (await downloads.files[0]!.text).slice(1).split('\r\n').slice(1, -1);
    // No exported value of Acme's holds a comma: the third cell is the email.
    await expect(lines.map((line) => line.split(',')[2])).toEqual(invited);
    for (const line of lines) await expect(line).toMatch(/,Invited$/);
  },
};
