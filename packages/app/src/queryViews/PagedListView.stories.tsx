import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { CompaniesScreen } from '../screens/companies/CompaniesScreen.tsx';
import { UsersScreen } from '../screens/users/UsersScreen.tsx';
import { appDecorator } from '../testing/appDecorator.tsx';
import { expectToast } from '../testing/expectToast.ts';
import { guideDocs } from '@admin-hub/ui/guides';
import { pagedListViewGuide } from './PagedListView.guide.ts';

/**
 * The browser's connection, as the mock APIs see it: while it is off, the list call fails the
 * way `scenario(id, 'networkError')` does; back on, the call falls through to the stateful
 * handlers. Reset before each story.
 */
const connection = { online: true };

const failsWhileOffline = (id: EndpointId) =>
  http.get(endpointUrl(id, DEFAULT_API_URLS), () =>
    connection.online ? undefined : HttpResponse.error(),
  );

function goOffline() {
  connection.online = false;
  window.dispatchEvent(new Event('offline'));
}

function comeBackOnline() {
  connection.online = true;
  window.dispatchEvent(new Event('online'));
}

/**
 * The frame of the users and companies lists. These stories prove what it shows when a search
 * fails offline (no count or pager of an earlier search) and that it loads again by itself
 * when the connection returns. The lists' other states are in their screens' stories.
 */
const meta = {
  title: 'Components/Paged List View',
  component: UsersScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  beforeEach: () => {
    connection.online = true;
  },
  parameters: {
    app: { route: '/admin/users', path: '/admin/users' },
    msw: { handlers: { scenarios: [failsWhileOffline('GET /users')] } },
    docs: guideDocs(pagedListViewGuide),
  },
  args: {},
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function searchOfflineForMegaplex(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Users (1,500)' }, { timeout: 5000 });
  await expect(canvas.getAllByText('1 - 40 / 1,500')).toHaveLength(2);
  goOffline();
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'Megaplex');
  // Reads are retried with backoff before they fail (spec §9).
  await expectToast(canvasElement, 'Error loading users', 12_000);
}

/** A search that failed offline shows no count and no pager: the 1500 belonged to another search. */
export const SearchFailedOffline: Story = {
  parameters: { namedState: { role: 'searchbox', name: 'Search users', value: 'Megaplex' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchOfflineForMegaplex(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Users$/);
    await expect(canvas.queryByText(/\/ 1,500$/)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: /Pages of users/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Users' })).toBeNull();
    await expect(canvas.getByText('The users could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Megaplex');
  },
};

/** Back online, the failed search loads by itself, with the count and pager of its own rows. */
export const ReloadsWhenBackOnline: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (215)' },
      { text: 'The users could not be loaded.', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchOfflineForMegaplex(canvasElement);
    comeBackOnline();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Users (215)' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('1 - 40 / 215')).toHaveLength(2));
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(
      within(list).getAllByRole('link', { name: 'Megaplex Outdoor Network' }),
    ).toHaveLength(40);
    await expect(canvas.queryByText('The users could not be loaded.')).toBeNull();
  },
};

/** The companies list, the frame's other user: same rule, and its pager goes when two rows fit. */
export const CompaniesReloadWhenBackOnline: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Companies (2)' },
      { role: 'navigation', name: /Pages of companies/, gone: true },
    ],
    app: { route: '/admin/companies', path: '/admin/companies' },
    msw: { handlers: { scenarios: [failsWhileOffline('GET /companies')] } },
  },
  render: () => <CompaniesScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Companies (120)' }, { timeout: 5000 });
    await expect(canvas.getAllByText('1 - 40 / 120')).toHaveLength(2);
    goOffline();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'Outdoor');
    await expectToast(canvasElement, 'Error loading companies', 12_000);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Companies$/);
    await expect(canvas.queryByText(/\/ 120$/)).toBeNull();

    comeBackOnline();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Companies (2)' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /Pages of companies/ })).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: 'Companies' })).getAllByRole('link'),
    ).toHaveLength(2);
  },
};
