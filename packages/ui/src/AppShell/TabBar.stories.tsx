import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderAnchor } from '../links/RenderLink.tsx';
import type { NavItem } from './NavItem.ts';
import { guideDocs } from '../guides/guide.ts';
import { TabBar } from './TabBar.tsx';
import { tabBarGuide } from './TabBar.guide.ts';
import { ON_A_PHONE } from '../storyVariants/storyVariants.ts';

const home: NavItem = { key: 'home', label: 'Home', href: '/home' };
const companies: NavItem = { key: 'companies', label: 'Companies', href: '/admin/companies' };
const users: NavItem = { key: 'users', label: 'Users', href: '/admin/users' };
const myCompany: NavItem = { key: 'myCompany', label: 'My Company', href: '/admin/my-company' };

const meta = {
  title: 'Components/App Frame/Tab Bar',
  component: TabBar,
  tags: ['autodocs'],
  parameters: {
    ...ON_A_PHONE,
    layout: 'fullscreen',
    // The bar is fixed to its window's bottom: on the docs page each story gets a frame of its own.
    docs: guideDocs(tabBarGuide, { frameHeight: 240 }),
  },
  argTypes: {
    items: { control: false },
    renderLink: { control: false },
  },
  args: {
    items: [home, { ...companies, active: true }, users, myCompany],
    renderLink: renderAnchor,
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {
  parameters: { namedState: { role: 'link', name: 'Companies' } },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const links = tabs.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Companies',
      'Users',
      'My Company',
    ]);
    await expect(tabs.getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    for (const link of links) await expect(link.querySelector('svg')).not.toBeNull();
  },
};

export const Admin: Story = {
  parameters: { namedState: { role: 'link', name: 'My Company' } },
  args: { items: [home, { ...myCompany, active: true }] },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(tabs.getAllByRole('link')).toHaveLength(2);
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: 'My Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'My Company' })).toHaveAttribute(
      'href',
      '/admin/my-company',
    );
  },
};
