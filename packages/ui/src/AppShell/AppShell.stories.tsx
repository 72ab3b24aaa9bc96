import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { renderAnchor } from '../links/RenderLink.tsx';
import { guideDocs } from '../guides/guide.ts';
import { AppShell } from './AppShell.tsx';
import { appShellGuide } from './AppShell.guide.ts';
import type { NavItem } from './NavItem.ts';
import { ON_A_PHONE, ON_A_DESKTOP } from '../storyVariants/storyVariants.ts';

const home: NavItem = { key: 'home', label: 'Home', href: '/home' };
const companies: NavItem = { key: 'companies', label: 'Companies', href: '/admin/companies' };
const users: NavItem = { key: 'users', label: 'Users', href: '/admin/users', active: true };
const myCompany: NavItem = { key: 'myCompany', label: 'My Company', href: '/admin/my-company' };

const superAdminItems = [home, companies, users, myCompany];
const adminItems = [home, { ...myCompany, active: true }];
const baseUserItems = [{ ...home, active: true }];

const PageContent = () => (
  <>
    <h1 className="h3 mb-3">Users</h1>
    <div className="card">
      <EmptyState title="No Users Found" />
    </div>
  </>
);

/** A page whose link leads to another page, as a link followed by Enter does in the app. */
function TwoPages() {
  const [page, setPage] = useState<'companies' | 'company'>('companies');
  if (page === 'company')
    return (
      <h1 className="h3 mb-3" tabIndex={-1}>
        Acme Signs
      </h1>
    );
  return (
    <>
      <h1 className="h3 mb-3" tabIndex={-1}>
        Companies
      </h1>
      <a
        href="#acme"
        onClick={(event) => {
          event.preventDefault();
          setPage('company');
        }}
      >
        Acme Signs
      </a>
    </>
  );
}

/** The navigation's control: the sections of each role. */
const itemsOfRole = {
  control: 'select' as const,
  options: ['Super admin', 'Admin', 'Base user'],
  mapping: { 'Super admin': superAdminItems, Admin: adminItems, 'Base user': baseUserItems },
};

const meta = {
  title: 'Components/App Frame/App Shell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    ...ON_A_DESKTOP,
    layout: 'fullscreen',
    // The shell fills its window: on the docs page each story gets a frame of its own.
    docs: guideDocs(appShellGuide, { frameHeight: 560 }),
  },
  argTypes: {
    brand: { control: false },
    companyName: { control: 'text' },
    user: { control: false },
    adminDashboardHref: { control: 'text' },
    colorTheme: { control: false },
    navItems: itemsOfRole,
    tabItems: itemsOfRole,
    emulation: { control: false },
    jump: { control: false },
    renderLink: { control: false },
    children: { control: false },
  },
  args: {
    brand: { marketingSiteUrl: 'https://www.signage.example', productName: 'Signage Studio' },
    companyName: 'Signage HQ',
    user: { fullName: 'Sam Super', email: 'superadmin@example.com' },
    adminDashboardHref: '/admin',
    onSignOut: fn(),
    colorTheme: { choice: 'system', onChange: fn() },
    navItems: superAdminItems,
    tabItems: superAdminItems,
    emulation: null,
    helpEmail: 'help@signage.example',
    version: '1.0.0',
    renderLink: renderAnchor,
    children: <PageContent />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdminDesktop: Story = {
  parameters: { namedState: { text: 'Version 1.0.0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Signage Studio' })).toHaveAttribute(
      'href',
      'https://www.signage.example',
    );
    await expect(canvas.getByText('Signage HQ')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(4);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('.ah-tabbar')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
      'href',
      'mailto:help@signage.example',
    );
    await expect(canvas.getByText('Version 1.0.0')).toBeVisible();
  },
};

/**
 * A link followed by Enter takes its page away, and its focus with it: the shell lands focus on
 * the new page's heading, not on the document, so the next Tab goes on from there.
 */
export const FocusLandsOnTheNewPagesHeading: Story = {
  parameters: { namedState: { role: 'heading', name: 'Acme Signs', focused: true } },
  args: { children: <TwoPages /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Acme Signs' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const ProfileMenuOpen: Story = {
  parameters: { namedState: { role: 'button', name: 'Sign Out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Sam Super' }));
    await expect(canvas.getByText('superadmin@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const SigningOut: Story = {
  parameters: { namedState: { role: 'button', name: 'Profile menu for Sam Super' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Sam Super' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const AdminDesktop: Story = {
  parameters: {
    namedState: [
      { role: 'link', name: 'My Company' },
      { role: 'link', name: 'Companies', gone: true },
    ],
  },
  args: {
    companyName: 'Acme Signs',
    user: { fullName: 'Alex Admin', email: 'admin@acme.example' },
    navItems: adminItems,
    tabItems: adminItems,
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'My Company',
    ]);
  },
};

export const BaseUserWithoutName: Story = {
  parameters: { namedState: { role: 'button', name: 'Sign Out' } },
  args: {
    companyName: 'Acme Signs',
    user: { fullName: null, email: 'user@acme.example' },
    adminDashboardHref: null,
    navItems: baseUserItems,
    tabItems: baseUserItems,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Profile menu for user@acme.example' }),
    );
    await expect(canvas.getAllByText('-').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const Emulating: Story = {
  parameters: { namedState: { text: /You are emulating Alex Admin/ } },
  args: {
    companyName: 'Acme Signs',
    user: { fullName: 'Alex Admin', email: 'admin@acme.example' },
    navItems: adminItems,
    tabItems: adminItems,
    emulation: {
      label: 'You are emulating Alex Admin (admin@acme.example)',
      onCancel: fn(),
      cancelling: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Emulation' }));
    await expect(banner.getByText(/You are emulating Alex Admin/)).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Cancel' }));
    await expect(args.emulation?.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const EmulationCancelling: Story = {
  parameters: { namedState: { role: 'button', name: 'Cancel', disabled: true } },
  args: {
    ...Emulating.args,
    emulation: {
      label: 'You are emulating Alex Admin (admin@acme.example)',
      onCancel: fn(),
      cancelling: true,
    },
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Emulation' }));
    await expect(banner.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const SuperAdminMobile: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'link', name: 'Signage Studio' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(canvasElement.querySelector('.ah-tabbar')).not.toBeNull();
    await expect(canvasElement.querySelector('.ah-sidenav')).toBeNull();
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Companies',
      'Users',
      'My Company',
    ]);
    await expect(canvas.getByRole('link', { name: 'Signage Studio' })).toBeVisible();
  },
};

export const AdminMobile: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'link', name: 'My Company' } },
  args: AdminDesktop.args,
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(tabs.getAllByRole('link')).toHaveLength(2);
    await expect(tabs.getByRole('link', { name: 'My Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const EmulatingMobile: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'region', name: 'Emulation' } },
  args: Emulating.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Emulation' })).toBeVisible();
    await expect(canvasElement.querySelector('.ah-tabbar')).not.toBeNull();
  },
};

const jump = {
  label: 'Search companies and users',
  shortcut: 'Ctrl K',
  keyShortcuts: 'Control+K',
};

export const JumpButtonDesktop: Story = {
  parameters: { namedState: { text: 'Ctrl K' } },
  args: { jump: { ...jump, onOpen: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search companies and users' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    // Wide enough to say what it does and how to reach it from the keyboard.
    await expect(button).toHaveTextContent('Search companies and usersCtrl K');
    await expect(within(button).getByText('Ctrl K')).toBeVisible();
    await userEvent.click(button);
    await expect(args.jump?.onOpen).toHaveBeenCalledOnce();
  },
};

export const JumpButtonMobile: Story = {
  args: { jump: { ...jump, onOpen: fn() } },
  parameters: { ...ON_A_PHONE, namedState: { text: 'Search companies and users' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search companies and users' });
    // An icon alone on a phone, where the company name needs the room.
    await expect(within(button).getByText('Search companies and users')).toHaveClass(
      'visually-hidden',
    );
    await userEvent.click(button);
    await expect(args.jump?.onOpen).toHaveBeenCalledOnce();
  },
};
