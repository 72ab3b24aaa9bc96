import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { renderAnchor } from '../links/RenderLink.tsx';
import { HomeMenu, type HomeEntry } from './HomeMenu.tsx';
import { homeMenuGuide } from './HomeMenu.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { ON_A_PHONE } from '../storyVariants/storyVariants.ts';

const externalApps: HomeEntry[] = [
  {
    key: 'templates',
    title: 'Templates',
    description: 'Design and manage content in Signage Studio',
    href: 'https://studio.example/dashboard',
    external: true,
    disabledOnMobile: true,
  },
  {
    key: 'canvas',
    title: 'Canvas',
    description: 'Create content in the new editor',
    href: 'https://canvas.example/',
    external: true,
    disabledOnMobile: true,
  },
  {
    key: 'scheduleMySign',
    title: 'Schedule My Sign',
    description: 'Book time on your signs',
    href: 'https://scheduler.example/schedule',
    external: true,
  },
];

const myCompany: HomeEntry = {
  key: 'myCompany',
  title: 'My Company',
  description: 'Your company’s users, subscriber and signs',
  href: '/admin/my-company',
};

const superAdminEntries: HomeEntry[] = [
  {
    key: 'companies',
    title: 'Companies',
    description: 'Browse every company, its users and its signs',
    href: '/admin/companies',
  },
  {
    key: 'users',
    title: 'Users',
    description: 'Find and manage users across all companies',
    href: '/admin/users',
  },
  myCompany,
  ...externalApps,
];

const meta = {
  title: 'Components/Home Menu',
  component: HomeMenu,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(homeMenuGuide) },
  argTypes: {
    entries: {
      control: 'select',
      options: ['Super admin', 'Admin', 'Base user'],
      mapping: {
        'Super admin': superAdminEntries,
        Admin: [myCompany, ...externalApps],
        'Base user': externalApps,
      },
    },
    renderLink: { control: false },
  },
  args: {
    tagline: 'Manage your company & users',
    entries: superAdminEntries,
    isMobile: false,
    renderLink: renderAnchor,
  },
} satisfies Meta<typeof HomeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {
  parameters: { namedState: { role: 'link', name: /Canvas/ } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage your company & users' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Companies/ })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
    await expect(canvas.getByRole('link', { name: /Canvas/ })).toHaveAttribute(
      'href',
      'https://canvas.example/',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Admin: Story = {
  parameters: { namedState: { role: 'link', name: /My Company/ } },
  args: { entries: [myCompany, ...externalApps] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Users/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /My Company/ })).toBeVisible();
  },
};

export const BaseUser: Story = {
  parameters: { namedState: { role: 'link', name: /\(opens in a new tab\)$/ } },
  args: { entries: externalApps },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // Each external app opens as its arrow says: in a new tab, and says so to a screen reader.
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  },
};

export const MobileDisabledEntries: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'tooltip' } },
  args: { isMobile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const templates = canvas.getByRole('link', { name: /Templates/ });
    await expect(templates).toHaveAttribute('aria-disabled', 'true');
    await expect(templates).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: /Schedule My Sign/ })).toHaveAttribute('href');
    // The reason is in view before any tap or hover: a touch screen may show no tooltip.
    await expect(within(templates).getByText('Not available on mobile')).toBeVisible();
    await expect(screen.queryByRole('tooltip')).toBeNull();
    // The tooltip is reachable from the keyboard.
    for (let step = 0; step < 10 && document.activeElement !== templates; step += 1) {
      await userEvent.tab();
    }
    await expect(templates).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Not available on mobile');
  },
};
