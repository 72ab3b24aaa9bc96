import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Role } from '@admin-hub/domain';
import type { CompanyRef, User } from '@admin-hub/domain';
import { UserList } from './UserList.tsx';
import { recordingAnchor } from '../links/RenderLink.tsx';

const acme: CompanyRef = { id: 1, name: 'Acme Signs' };
const hq: CompanyRef = { id: 2, name: 'Signage HQ' };

// ui stories cannot use the api-mocks factories (ui must not depend on them), so a tiny local builder.
const user = (
  id: string,
  firstName: string | null,
  lastName: string | null,
  email: string,
  role: Role,
  company: CompanyRef,
): User => ({
  id,
  firstName,
  lastName,
  fullName: firstName && lastName ? `${firstName} ${lastName}` : null,
  email,
  role,
  companyId: company.id,
  company,
});

const users: User[] = [
  user('auth0|superadmin', 'Sam', 'Super', 'superadmin@example.com', Role.SuperAdmin, hq),
  user('auth0|acme-admin', 'Ada', 'Acme', 'admin@acme.example', Role.Admin, acme),
  user('auth0|acme-user', 'Uma', 'User', 'user@acme.example', Role.User, acme),
  user('auth0|acme-invited', null, null, 'new.hire@acme.example', Role.User, acme),
];

const followLink = fn();
const emulate = fn();
// Records the click instead of leaving the story (the app passes a router link).
const renderLink = recordingAnchor(followLink);

const meta = {
  title: 'UI/UserList',
  component: UserList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Users with name (or email while invited), email, role, company link, an 'Invited' badge and a kebab menu of row actions.",
      },
    },
  },
  args: {
    users,
    label: 'Users',
    companyHref: (company) => `/admin/companies/${company.id}`,
    renderLink,
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.getByText('Super Admin')).toBeVisible();
    // Only the user without a first and last name is invited, and shown by email.
    await expect(canvas.getAllByText('Invited')).toHaveLength(1);
    await expect(canvas.getByText('new.hire@acme.example')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Acme Signs' })[0]!);
    await expect(followLink).toHaveBeenCalledWith('/admin/companies/1');
  },
};

export const WithRowActions: Story = {
  args: {
    actionsFor: (row) => [
      {
        label: 'Emulate user',
        onSelect: () => {
          emulate(row.id);
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin@acme.example' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Emulate user' }));
    await expect(emulate).toHaveBeenCalledWith('auth0|acme-admin');
  },
};

export const WithoutCompany: Story = {
  args: { companyHref: undefined, users: users.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
