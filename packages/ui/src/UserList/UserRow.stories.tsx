import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Role } from '@admin-hub/domain';
import type { CompanyRef, User } from '@admin-hub/domain';
import { recordingAnchor } from '../links/RenderLink.tsx';
import { UserRow } from './UserRow.tsx';

const acme: CompanyRef = { id: 1, name: 'Acme Signs' };

// ui stories cannot use the api-mocks factories (ui must not depend on them), so a tiny local builder.
const user = (firstName: string | null, lastName: string | null, email: string): User => ({
  id: `auth0|${email}`,
  firstName,
  lastName,
  fullName: firstName && lastName ? `${firstName} ${lastName}` : null,
  email,
  role: Role.Admin,
  companyId: acme.id,
  company: acme,
});

const followLink = fn();
// Records the click instead of leaving the story (the app passes a router link).
const renderLink = recordingAnchor(followLink);

const meta = {
  title: 'UI/UserRow',
  component: UserRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One user's list item: name (or email while invited), email, role, company link and a kebab menu of row actions.",
      },
    },
  },
  // Room below the row for the open actions menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: user('Ada', 'Acme', 'admin@acme.example'),
    companyHref: (company) => `/admin/companies/${company.id}`,
    renderLink,
  },
} satisfies Meta<typeof UserRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.getByText('admin@acme.example')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.queryByText('Invited')).toBeNull();
    // No actions, no kebab menu.
    await expect(canvas.queryByRole('button')).toBeNull();
    const company = canvas.getByRole('link', { name: 'Acme Signs' });
    await expect(company).toHaveAttribute('href', '/admin/companies/1');
    await userEvent.click(company);
    await expect(followLink).toHaveBeenCalledWith('/admin/companies/1');
  },
};

export const InvitedWithoutLastName: Story = {
  args: { user: user('Nina', null, 'nina@acme.example') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited')).toBeVisible();
    // Shown by email alone, once, while the name is incomplete.
    await expect(canvas.getAllByText('nina@acme.example')).toHaveLength(1);
    await expect(canvasElement).not.toHaveTextContent('Nina');
  },
};

export const InvitedWithoutFirstName: Story = {
  args: { user: user(null, 'Ng', 'ng@acme.example') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited')).toBeVisible();
    await expect(canvas.getAllByText('ng@acme.example')).toHaveLength(1);
  },
};

export const WithRowActions: Story = {
  args: {
    actions: [
      { label: 'Emulate user', onSelect: fn() },
      { label: 'Delete user', onSelect: fn(), disabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin@acme.example' }));
    // react-bootstrap marks a disabled menu item with aria-disabled (and ignores its clicks).
    await expect(await canvas.findByRole('button', { name: 'Delete user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Emulate user' }));
    await expect(args.actions?.[0]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.actions?.[1]?.onSelect).not.toHaveBeenCalled();
  },
};

export const WithoutCompany: Story = {
  args: { companyHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Acme')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Acme Signs');
  },
};
