import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl, getDatabase } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { expectRunToast } from '../../testing/expectToast.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { UsersScreen } from './UsersScreen.tsx';

const meta = {
  title: 'Screens/Users/Export',
  component: UsersScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame({ route: '/admin/users', path: '/admin/users' }),
  args: {},
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloads = recordDownloads();

const exportButton = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: /^Users \([\d,]+\)$/ }, { timeout: 5000 });
  return canvas.getByRole('button', { name: 'Export CSV' });
};

const records = async (index = 0) => {
  const text = await downloads.files[index]!.text;
  return { bom: text.startsWith('\uFEFF'), lines: text.slice(1).split('\r\n').slice(0, -1) };
};

const acme: AppStoryParameters = {
  route: '/admin/users?search=Acme%20Signs&sort=email-desc',
  path: '/admin/users',
};

/** What the list shows: its search and its sort, in one file with a header row. */
export const ExportsTheSearchInItsOrder: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (9)' },
      { role: 'button', name: 'Export CSV', disabled: false },
      { role: 'region', name: 'Export users', gone: true },
    ],
    app: acme,
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    await userEvent.click(await exportButton(canvasElement));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 5000 });
    await expect(downloads.files[0]!.name).toBe('users-2026-01-15.csv');
    const { bom, lines } = await records();
    await expect(bom).toBe(true);
    await expect(lines[0]).toBe('First name,Last name,Email,Role,Company,Status');
    await expect(lines).toHaveLength(10);
    // Email Z-A, as the list shows it.
    await expect(lines[1]).toBe('Zoë,Fairbanks,zoe.fairbanks@acme.example,User,Acme Signs,Active');
    await expect(lines).toContain(',,new.hire@acme.example,User,Acme Signs,Invited');
    await expectRunToast(canvasElement, 'Exported 9 users', 'success');
    await expect(within(canvasElement).queryByRole('region', { name: 'Export users' })).toBeNull();
  },
};

/** Every page, not only the one on screen: all 1500 users, 8 pages of 200. */
export const ExportsEveryPage: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (1,500)' },
      { role: 'button', name: 'Export CSV', disabled: false },
      { role: 'region', name: 'Export users', gone: true },
    ],
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    await userEvent.click(await exportButton(canvasElement));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 10000 });
    const { lines } = await records();
    await expect(lines).toHaveLength(1 + getDatabase().users.size);
    await expect(new Set(lines).size).toBe(lines.length);
    await expectRunToast(canvasElement, 'Exported 1,500 users', 'success');
  },
};

// Page 3 of the export fails (its try and three retries) until the story lets it through.
const failing = { page3: true };
const thirdPageFails = http.get(endpointUrl('GET /users', DEFAULT_API_URLS), ({ request }) => {
  const query = new URL(request.url).searchParams;
  if (!failing.page3 || query.get('page') !== '3' || query.get('perPage') !== '200') return;
  return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
});

/** A failed page is a failed row of the run; nothing is saved until 'Retry failed' fetches it. */
// A flow: a page fails, then the retry loads it and the file is saved.
export const FailedPageThenRetry: Story = {
  tags: ['flow'],
  parameters: {
    msw: { handlers: { scenarios: [thirdPageFails] } },
  },
  beforeEach: () => {
    failing.page3 = true;
    return downloads.install();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await exportButton(canvasElement));
    const run = within(
      await within(canvasElement).findByRole('region', { name: 'Export users' }, { timeout: 5000 }),
    );
    await expect(
      await run.findByText('Failed: 1 · Loaded: 7', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(within(run.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      'Page 3FailedError loading users',
    );
    await expect(downloads.files).toHaveLength(0);
    await expectRunToast(
      canvasElement,
      'Error exporting users: 1 page of 8 could not be loaded',
      'error',
    );
    failing.page3 = false;
    await userEvent.click(run.getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 5000 });
    await expect((await records()).lines).toHaveLength(1501);
    await expectRunToast(canvasElement, 'Exported 1,500 users', 'success');
  },
};

// The export's pages (200 users each, not the list's 40) take a while: time to cancel with the
// first pages in flight.
const slowExportPages = http.get(
  endpointUrl('GET /users', DEFAULT_API_URLS),
  async ({ request }) => {
    if (new URL(request.url).searchParams.get('perPage') === '200') await delay(1500);
  },
);

const exportPanel = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: /^Export users/ }, { timeout: 5000 }),
  );

/**
 * Cancel while 8 pages export, 4 at a time: the 4 in flight finish, the rest never start, and no
 * file is saved; the panel and the toast say it was cancelled.
 */
export const CancelWhileRunning: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Export users: cancelled' },
      { text: 'Not loaded: 4 · Loaded: 4' },
      { role: 'button', name: 'Load the 4 not loaded' },
    ],
    msw: { handlers: { scenarios: [slowExportPages] } },
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    await userEvent.click(await exportButton(canvasElement));
    const run = await exportPanel(canvasElement);
    await expect(run.getByRole('progressbar', { name: 'Export users: progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 8 pages done, 0 failed',
    );
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(run.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await expect(
      await run.findByRole('heading', { name: 'Export users: cancelled' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByText('Not loaded: 4 · Loaded: 4')).toBeVisible();
    await expect(run.getByRole('button', { name: 'Load the 4 not loaded' })).toBeVisible();
    await expectRunToast(canvasElement, 'Export of users cancelled: no file saved', 'success');
    await expect(downloads.files).toHaveLength(0);
  },
};

/** Cancel While Running, then the panel closed: the list can be exported again. */
export const CancelledThenClosed: Story = {
  ...CancelWhileRunning,
  tags: ['flow'],
  parameters: {
    msw: { handlers: { scenarios: [slowExportPages] } },
    screenshot: { skip: 'it ends on the users list, as the Users screen stories show it' },
  },
  play: async (context) => {
    const { canvasElement } = context;
    await CancelWhileRunning.play!(context);
    const run = await exportPanel(canvasElement);
    // Closed, the list can be exported again.
    await userEvent.click(run.getByRole('button', { name: 'Close' }));
    await expect(within(canvasElement).queryByRole('region', { name: /^Export users/ })).toBeNull();
    await expect(await exportButton(canvasElement)).toBeEnabled();
  },
};

/**
 * Cancel once every page has started (Acme's one page): the pages still arrive, but a cancelled
 * export saves no file.
 */
export const CancelDuringTheLastPage: Story = {
  parameters: {
    namedState: { text: 'Loaded: 1' },
    app: acme,
    msw: { handlers: { scenarios: [slowExportPages] } },
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    await userEvent.click(await exportButton(canvasElement));
    const run = await exportPanel(canvasElement);
    await userEvent.click(run.getByRole('button', { name: 'Cancel' }));
    await expect(
      await run.findByRole('heading', { name: 'Export users: cancelled' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(run.getByText('Loaded: 1')).toBeVisible();
    await expectRunToast(canvasElement, 'Export of users cancelled: no file saved', 'success');
    await expect(downloads.files).toHaveLength(0);
  },
};
