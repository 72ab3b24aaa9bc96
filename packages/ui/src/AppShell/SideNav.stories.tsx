import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { renderAnchor } from '../links/RenderLink.tsx';
import type { NavItem } from './NavItem.ts';
import { guideDocs } from '../guides/guide.ts';
import { SideNav } from './SideNav.tsx';
import { sideNavGuide } from './SideNav.guide.ts';

const items: NavItem[] = [
  { key: 'home', label: 'Home', href: '/home' },
  { key: 'companies', label: 'Companies', href: '/admin/companies' },
  { key: 'users', label: 'Users', href: '/admin/users', active: true },
  { key: 'myCompany', label: 'My Company', href: '/admin/my-company' },
];

const meta = {
  title: 'Components/App Frame/Side Nav',
  component: SideNav,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(sideNavGuide) },
  argTypes: { items: { control: false }, renderLink: { control: false } },
  // The shell lays the nav out as a fixed-width flex column.
  decorators: [
    (Story) => (
      <div className="d-flex" style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { items, renderLink: renderAnchor },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {
  parameters: { namedState: { role: 'link', name: 'Users' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Companies',
      'Users',
      'My Company',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/admin/companies',
      '/admin/users',
      '/admin/my-company',
    ]);
    // Only the active section is the current page.
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    for (const link of links) await expect(link.querySelector('svg')).not.toBeNull();
  },
};

export const CustomIcon: Story = {
  parameters: { namedState: { role: 'link', name: 'Settings' } },
  args: {
    items: [
      { key: 'home', label: 'Home', href: '/home', active: true },
      {
        key: 'settings',
        label: 'Settings',
        href: '/settings',
        icon: <Settings size={18} aria-hidden="true" />,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const settings = nav.getByRole('link', { name: 'Settings' });
    await expect(settings).not.toHaveAttribute('aria-current');
    // A given icon replaces the section's default.
    await expect(settings.querySelector('svg')).toHaveClass('lucide-settings');
  },
};
