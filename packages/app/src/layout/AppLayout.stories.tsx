import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { startEmulation } from '../testing/startEmulation.ts';
import { AppLayout } from './AppLayout.tsx';
import { inDark, ON_A_PHONE } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { appLayoutGuide } from './AppLayout.guide.ts';

const app = (overrides: AppStoryParameters): { app: AppStoryParameters } => ({
  app: { route: '/home', ...overrides },
});

const meta = {
  title: 'Screens/App Frame',
  component: AppLayout,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: { layout: 'fullscreen', ...app({}), docs: screenDocs(appLayoutGuide) },
  argTypes: { children: { control: false } },
  args: {
    children: (
      <section aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          Page content
        </h1>
        <p>The routed screen renders here.</p>
      </section>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main navigation's link names, in order (side navigation on desktop, tab bar on mobile). */
async function mainNavigationLinks(canvasElement: HTMLElement): Promise<string[]> {
  const navigation = await within(canvasElement).findByRole('navigation', { name: 'Main' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim() ?? '');
}

async function openProfileMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Profile menu/ }));
}

export const SuperAdminDesktop: Story = {
  parameters: {
    ...app({ signedInAs: 'superadmin@example.com' }),
    namedState: { role: 'button', name: 'Sign Out' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Signage HQ')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual([
      'Home',
      'Companies',
      'Users',
      'My Company',
    ]);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Signage Studio' })).toHaveAttribute(
      'href',
      'https://www.example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(canvas.getByText('Version 1.0.0')).toBeVisible();
    await openProfileMenu(canvasElement);
    await expect(canvas.getAllByText('Sam Okafor').length).toBeGreaterThan(0);
    await expect(canvas.getByText('superadmin@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const AdminDesktop: Story = {
  parameters: {
    ...app({ signedInAs: 'admin@acme.example', route: '/admin/my-company' }),
    namedState: { role: 'link', name: 'Admin Dashboard' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Signs')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual(['Home', 'My Company']);
    await expect(canvas.getByRole('link', { name: 'My Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await openProfileMenu(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  },
};

export const BaseUserDesktop: Story = {
  parameters: {
    ...app({ signedInAs: 'user@acme.example', auth: { logout: fn() } }),
    // The play ends on Sign Out, which closes the profile menu: the frame is the base user's bar.
    namedState: [
      { text: 'Acme Signs' },
      { role: 'link', name: 'Home' },
      { role: 'link', name: 'Companies', gone: true },
      { role: 'link', name: 'My Company', gone: true },
    ],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Signs')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual(['Home']);
    await openProfileMenu(canvasElement);
    await expect(canvas.getByText('user@acme.example')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const { auth } = (parameters as { app: AppStoryParameters }).app;
    await expect(auth?.logout).toHaveBeenCalledOnce();
  },
};

export const SuperAdminMobile: Story = {
  ...SuperAdminDesktop,
  parameters: {
    ...SuperAdminDesktop.parameters,
    ...ON_A_PHONE,
    // After the spread: the desktop's own (Sign Out, in its open profile menu) is not this frame.
    namedState: [{ text: 'Signage HQ' }, { role: 'link', name: 'Companies' }],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Signage HQ')).toBeVisible();
    // Below 992 px the main navigation is the bottom tab bar.
    await expect(await mainNavigationLinks(canvasElement)).toEqual([
      'Home',
      'Companies',
      'Users',
      'My Company',
    ]);
    await expect(canvasElement.querySelector('.ah-tabbar')).not.toBeNull();
  },
};

export const AdminMobile: Story = {
  ...AdminDesktop,
  parameters: {
    ...AdminDesktop.parameters,
    ...ON_A_PHONE,
    // After the spread: the desktop's own (Admin Dashboard, in its open profile menu) is not this frame.
    namedState: [
      { text: 'Acme Signs' },
      { role: 'link', name: 'My Company' },
      { role: 'link', name: 'Companies', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Acme Signs')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual(['Home', 'My Company']);
    await expect(canvasElement.querySelector('.ah-tabbar')).not.toBeNull();
  },
};

export const BaseUserMobile: Story = {
  parameters: {
    namedState: { text: 'Acme Signs' },
    ...app({ signedInAs: 'user@acme.example' }),
    ...ON_A_PHONE,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Acme Signs')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual(['Home']);
  },
};

/** A super admin emulating Acme's admin: the banner shows; Cancel ends it and goes to /admin/users. */
export const Emulating: Story = {
  parameters: {
    ...app({ signedInAs: 'superadmin@example.com' }),
    namedState: { role: 'button', name: 'Cancel', disabled: false },
  },
  beforeEach: () => startEmulation('superadmin@example.com', 'admin@acme.example'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Emulation' });
    await expect(banner).toHaveTextContent('You are emulating Avery Mitchell (admin@acme.example)');
    // While emulating, the app is Acme's admin's: their company and navigation.
    await expect(canvas.getByText('Acme Signs')).toBeVisible();
    await expect(await mainNavigationLinks(canvasElement)).toEqual(['Home', 'My Company']);
    await expect(within(banner).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Cancel in the banner ends the emulation: the super admin's own app, back on the users list. */
export const CancelEmulation: Story = {
  tags: ['flow'],
  parameters: {
    ...app({ signedInAs: 'superadmin@example.com' }),
    focusOnBody:
      'Here the shell holds a stand-in page, not the users screen Cancel leads to; in the app, focus after Cancel passes the same guard (e2e emulation.spec)',
  },
  beforeEach: () => startEmulation('superadmin@example.com', 'admin@acme.example'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Emulation' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Emulation' })).toBeNull());
    await expect(await canvas.findByText('Signage HQ')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** SuperAdminDesktop in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const SuperAdminDesktopInDark: Story = inDark(SuperAdminDesktop);
