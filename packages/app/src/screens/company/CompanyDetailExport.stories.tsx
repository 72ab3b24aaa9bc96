import { formatCount } from '@admin-hub/domain/formatCount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCALE_COMPANY, addLargeCompany, getDatabase } from '@admin-hub/api-mocks';
import { matchesSearch } from '@admin-hub/domain/textSearch';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectRunToast } from '../../testing/expectToast.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';

/** 'Globex Signage Network' with 1,200 users (six pages of 200): enough to offer the search. */
const GLOBEX = { ...SCALE_COMPANY, userCount: 1200 };

/** A story on Globex's page, the company added to the database first. */
const onGlobex = {
  args: { companyId: GLOBEX.id },
  parameters: {
    app: { route: `/admin/companies/${GLOBEX.id}`, path: '/admin/companies/:companyId' },
  },
  loaders: [
    () => {
      addLargeCompany(getDatabase(), GLOBEX);
      return {};
    },
  ],
} satisfies Story;

const meta = {
  title: 'Screens/Company Detail/Export',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame(companyPageAs.superAdmin),
    screenshot: { skip: 'the page as CompanyDetail Loaded shows it; what is tested is the file' },
  },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloads = recordDownloads();

const HEADER = 'First name,Last name,Email,Role,Company,Status';

/** The Users section once its heading shows every user and no further page is on its way. */
const loadedUsers = async (canvasElement: HTMLElement, count: number) => {
  const users = within(
    await within(canvasElement).findByRole('region', { name: /^Users/ }, { timeout: 5000 }),
  );
  await expect(
    await users.findByRole('heading', { name: `Users (${formatCount(count)})` }, { timeout: 5000 }),
  ).toBeVisible();
  await waitFor(() => expect(users.queryByText(/^Loading the rest/)).toBeNull(), {
    timeout: 5000,
  });
  return users;
};

/** The one file saved: its name, whether it starts with a BOM, its records and their emails. */
const savedFile = async () => {
  await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 8000 });
  const { name, text } = downloads.files[0]!;
  const body = await text;
  const lines = body.slice(1).split('\r\n').slice(0, -1);
  return { name, bom: body.startsWith('\uFEFF'), lines, emails: lines.slice(1).map(emailOf) };
};

// No exported test value holds a comma or quote, so the third cell is the email.
const emailOf = (line: string) => line.split(',')[2];

const companyEmails = (companyId: number, search = '') =>
  [...getDatabase().users.values()]
    .filter(
      (user) =>
        user.companyId === companyId &&
        matchesSearch(search, [
          [user.firstName, user.lastName].filter(Boolean).join(' '),
          user.email,
        ]),
    )
    .map((user) => user.email)
    .sort();

/** 'Export CSV' above the Users list saves the company's users, named after the company. */
export const ExportsTheCompanysUsers: Story = {
  parameters: { namedState: { role: 'button', name: 'Export CSV', disabled: false } },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    const users = await loadedUsers(canvasElement, 9);
    await userEvent.click(users.getByRole('button', { name: 'Export CSV' }));
    const file = await savedFile();
    await expect(file.name).toBe('acme-signs-users-2026-01-15.csv');
    await expect(file.bom).toBe(true);
    await expect(file.lines[0]).toBe(HEADER);
    await expect([...file.emails].sort()).toEqual(companyEmails(1));
    await expect(file.lines).toContain(',,new.hire@acme.example,User,Acme Signs,Invited');
    for (const line of file.lines.slice(1)) await expect(line).toMatch(/,Acme Signs,/);
    await expectRunToast(canvasElement, 'Exported 9 users', 'success');
    await expect(users.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** With a search typed, the file holds what the list shows: the users it finds. */
export const ExportsTheSearch: Story = {
  ...onGlobex,
  parameters: {
    ...onGlobex.parameters,
    namedState: [
      { role: 'searchbox', name: "Search this company's users", value: 'ann' },
      { text: / of 1,200 users match$/ },
      { role: 'button', name: 'Export CSV', disabled: false },
    ],
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    const users = await loadedUsers(canvasElement, 1200);
    await userEvent.type(
      users.getByRole('searchbox', { name: "Search this company's users" }),
      'ann',
    );
    const expected = companyEmails(GLOBEX.id, 'ann');
    await expect(await users.findByText(`${expected.length} of 1,200 users match`)).toBeVisible();
    await userEvent.click(users.getByRole('button', { name: 'Export CSV' }));
    const file = await savedFile();
    await expect(file.name).toBe('globex-signage-network-users-2026-01-15.csv');
    await expect(file.lines[0]).toBe(HEADER);
    await expect([...file.emails].sort()).toEqual(expected);
    await expectRunToast(
      canvasElement,
      `Exported ${formatCount(expected.length)} users`,
      'success',
    );
  },
};

/** A search that finds nobody leaves nothing to export. */
export const NothingToExportWhenTheSearchFindsNobody: Story = {
  ...onGlobex,
  parameters: {
    ...onGlobex.parameters,
    namedState: { role: 'button', name: 'Export CSV', disabled: true },
  },
  play: async ({ canvasElement }) => {
    const users = await loadedUsers(canvasElement, 1200);
    await expect(users.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await userEvent.type(
      users.getByRole('searchbox', { name: "Search this company's users" }),
      'zzqx',
    );
    await expect(await users.findByText('0 of 1,200 users match')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
