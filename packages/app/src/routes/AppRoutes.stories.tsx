import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '@admin-hub/api-mocks';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { appRoutesGuide } from './AppRoutes.guide.ts';

const at = (
  route: string,
  signedInAs: AppStoryParameters['signedInAs'],
): { app: AppStoryParameters } => ({
  app: { route, signedInAs, appRoutes: true },
});

/** Each route guard outcome of spec §2, through the app's route objects inside the layout. */
const meta = {
  title: 'Screens/Route Guards',
  render: () => <Outlet />,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    layout: 'fullscreen',
    ...at('/home', 'superadmin@example.com'),
    docs: screenDocs(appRoutesGuide),
  },
  args: {},
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE_TIMEOUT = { timeout: 8000 };

const mainOf = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('main');

export const BaseUserAtCompaniesIsUnauthorized: Story = {
  parameters: {
    ...at('/admin/companies', 'user@acme.example'),
    namedState: { text: 'You do not have access to this page' },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Unauthorized' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(main.getByText('You do not have access to this page')).toBeVisible();
  },
};

export const AdminAtUsersIsUnauthorized: Story = {
  parameters: {
    ...at('/admin/users', 'admin@acme.example'),
    namedState: { role: 'heading', name: 'Unauthorized' },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Unauthorized' }, PAGE_TIMEOUT),
    ).toBeVisible();
  },
};

/** /admin/activity (issue 36, not in the spec) is the super admins' alone. */
export const BaseUserAtActivityIsUnauthorized: Story = {
  parameters: {
    ...at('/admin/activity', 'user@acme.example'),
    namedState: [
      { role: 'heading', name: 'Unauthorized' },
      { role: 'list', name: 'Activity', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Unauthorized' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(main.queryByRole('list', { name: 'Activity' })).toBeNull();
  },
};

export const AdminAtActivityIsUnauthorized: Story = {
  parameters: {
    ...at('/admin/activity', 'admin@acme.example'),
    namedState: { role: 'heading', name: 'Unauthorized' },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Unauthorized' }, PAGE_TIMEOUT),
    ).toBeVisible();
  },
};

export const SuperAdminAtActivitySeesIt: Story = {
  parameters: {
    ...at('/admin/activity', 'superadmin@example.com'),
    namedState: { label: 'Kind of change' },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: /^Activity/ }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(await main.findByLabelText('Kind of change')).toBeVisible();
  },
};

export const SuperAdminAtAdminSeesCompanies: Story = {
  parameters: {
    ...at('/admin', 'superadmin@example.com'),
    namedState: { role: 'link', name: 'Companies' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: /^Companies \([\d,]+\)$/ },
        PAGE_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const AdminAtAdminSeesOwnCompany: Story = {
  parameters: {
    ...at('/admin', 'admin@acme.example'),
    namedState: { role: 'link', name: 'My Company' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const AdminAtUnknownAdminPathSeesOwnCompany: Story = {
  parameters: {
    ...at('/admin/no-such-section', 'admin@acme.example'),
    namedState: [
      { role: 'heading', name: 'Acme Signs' },
      { role: 'link', name: 'My Company' },
      { role: 'heading', name: 'Page not found', gone: true },
    ],
  },
  play: AdminAtAdminSeesOwnCompany.play,
};

export const BaseUserAtAdminSeesFallback: Story = {
  parameters: {
    ...at('/admin', 'user@acme.example'),
    namedState: { role: 'link', name: 'Homepage' },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Nothing to manage here' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/home');
  },
};

export const SuperAdminOpensCompanyDetail: Story = {
  parameters: {
    ...at('/admin/companies/1', 'superadmin@example.com'),
    namedState: { role: 'heading', name: 'Acme Signs' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, PAGE_TIMEOUT),
    ).toBeVisible();
  },
};

export const MalformedCompanyIdIsNotFound: Story = {
  parameters: {
    ...at('/admin/companies/acme', 'superadmin@example.com'),
    namedState: { role: 'heading', name: 'Page not found' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_TIMEOUT),
    ).toBeVisible();
  },
};

export const RootGoesHome: Story = {
  parameters: { ...at('/', 'user@acme.example'), namedState: { role: 'link', name: 'Home' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Manage your company & users' },
        PAGE_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Any other path: 'Page not found', with its way home. */
export const UnknownPathIsNotFound: Story = {
  parameters: {
    ...at('/no-such-page', 'admin@acme.example'),
    namedState: { role: 'link', name: 'Homepage' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/home');
  },
};

/** The 404 page's Homepage button leads to /home. */
export const NotFoundLeadsHome: Story = {
  tags: ['flow'],
  parameters: at('/no-such-page', 'admin@acme.example'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Homepage' }, PAGE_TIMEOUT));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Manage your company & users' },
        PAGE_TIMEOUT,
      ),
    ).toBeVisible();
  },
};

/**
 * While /users/me is on its way the guarded page shows nothing: no content, no 403; only the
 * list page's height is held (so the footer is below the fold from the start).
 */
export const WhileCurrentUserLoads: Story = {
  parameters: {
    namedState: [
      // An empty page is the state: what it must not show yet is what says so.
      { role: 'main' },
      { role: 'heading', name: 'Unauthorized', gone: true },
      { role: 'heading', name: /^Users/, gone: true },
      { role: 'searchbox', name: 'Search users', gone: true },
    ],
    ...at('/admin/users', 'superadmin@example.com'),
    msw: { handlers: { scenarios: [scenario('GET /users/me', 'loading')] } },
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    // Give a wrongly rendered page the time to appear before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await waitFor(() => expect(main.textContent).toBe(''));
    const held = main.querySelector('.ah-fill-window');
    await expect(held).toBeEmptyDOMElement();
    await expect(held?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      window.innerHeight - 60,
    );
    await expect(within(canvasElement).queryByText('Unauthorized')).toBeNull();
  },
};

/** /users/me refused: no role is known, so the page says so instead of guessing. */
export const CurrentUserFails: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Try again' },
    ...at('/admin/users', 'superadmin@example.com'),
    msw: { handlers: { scenarios: [scenario('GET /users/me', 'forbidden')] } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await mainOf(canvasElement));
    await expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Your profile could not be loaded' },
        PAGE_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
