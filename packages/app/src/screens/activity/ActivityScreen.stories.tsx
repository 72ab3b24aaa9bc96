import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '@admin-hub/api-mocks';
import { onAPhone, inDark } from '@admin-hub/ui/storyVariants';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { activityFeedHandler, ACTIVITY_FIXTURE } from '../../testing/activityFeedHandler.ts';
import { expectRunToast } from '../../testing/expectToast.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { ActivityScreen } from './ActivityScreen.tsx';
import { activityScreenGuide } from './ActivityScreen.guide.ts';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';

const requests = recordRequests('GET /activity');
const withRecord = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { scenarios: [requests.handler, ...handlers] } },
});

const meta = {
  title: 'Screens/Activity',
  component: ActivityScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    docs: screenDocs(activityScreenGuide),
    ...inTheAppFrame({ route: '/admin/activity', path: '/admin/activity' }),
    ...withRecord(activityFeedHandler()),
  },
  beforeEach: requests.reset,
  args: {},
} satisfies Meta<typeof ActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = { timeout: 5000 };
const entriesOf = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Activity' }, PAGE);
  return [...list.children] as HTMLElement[];
};
const lastQuery = () => Object.fromEntries(requests.sent.at(-1)?.url.searchParams ?? []);

export const Default: Story = {
  parameters: { namedState: { role: 'heading', name: 'Activity (4)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Activity (4)' }, PAGE),
    ).toBeVisible();
    const [edited, credits, , refused] = await entriesOf(canvasElement);
    await expect(edited).toHaveTextContent('User edited');
    await expect(edited).toHaveTextContent('By admin@acme.example');
    await expect(edited).toHaveTextContent('Last name: "Dubois" → "Dubois-Martin"');
    // The hub-wide page names each entry's company.
    await expect(credits).toHaveTextContent('Acme Signs');
    await expect(refused).toHaveTextContent('Refused (403)');
    // Nothing narrows the first question.
    await expect(lastQuery()).toEqual({});
  },
};

export const Empty: Story = {
  parameters: {
    ...withRecord(scenario('GET /activity', 'empty')),
    namedState: { role: 'button', name: 'Export CSV', disabled: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Activity Found', {}, PAGE)).toBeVisible();
    await expect(canvas.getByText('No change has been made yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    ...withRecord(scenario('GET /activity', 'loading')),
    namedState: [
      { role: 'status' },
      { text: 'Loading activity' },
      { role: 'list', name: 'Activity', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(requests.sent).toHaveLength(1), PAGE);
    await expect(await canvas.findByRole('status', {}, PAGE)).toHaveTextContent('Loading activity');
    await expect(canvas.queryByRole('list', { name: 'Activity' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: {
    ...withRecord(scenario('GET /activity', 'forbidden')),
    namedState: { role: 'button', name: 'Retry', disabled: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The activity could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** The filters come from the address: a shared link or a reload shows the same entries. */
export const Filtered: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Remove filter: By admin@acme.example' },
    app: {
      route: '/admin/activity?kind=user.updated&actorId=auth0%7Cacme-admin&from=2026-01-01',
      path: '/admin/activity',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await entriesOf(canvasElement);
    await expect(entries).toHaveLength(1);
    await expect(lastQuery()).toEqual({
      kind: 'user.updated',
      actorId: 'auth0|acme-admin',
      from: '2026-01-01',
    });
    await expect(canvas.getByLabelText('Kind of change')).toHaveValue('user.updated');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-01');
    await expect(
      canvas.getByRole('button', { name: 'Remove filter: By admin@acme.example' }),
    ).toBeVisible();
  },
};

/** An entry's actor narrows the page to them; the chip takes it off again. */
export const FilterByActor: Story = {
  tags: ['flow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await entriesOf(canvasElement);
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Show activity by superadmin@example.com' })[0]!,
    );
    await waitFor(() => expect(lastQuery()).toEqual({ actorId: 'auth0|superadmin' }));
    await expect(await canvas.findByRole('heading', { name: 'Activity (2)' }, PAGE)).toBeVisible();
    const chip = canvas.getByRole('button', {
      name: 'Remove filter: By superadmin@example.com',
    });
    await userEvent.click(chip);
    // Back to the whole record (its answer still cached from the first look).
    await expect(await canvas.findByRole('heading', { name: 'Activity (4)' }, PAGE)).toBeVisible();
    await expect(await entriesOf(canvasElement)).toHaveLength(4);
    await expect(canvas.queryByRole('list', { name: 'Other filters' })).toBeNull();
  },
  parameters: {
    focusOnBody:
      'the chip pressed is gone with its filter, and the list it leaves is read from its heading',
  },
};

export const EmulatedEntry: Story = {
  parameters: {
    ...withRecord(activityFeedHandler([ACTIVITY_FIXTURE[2]!])),
    namedState: { text: 'Role: User → Admin' },
  },
  play: async ({ canvasElement }) => {
    const [entry] = await entriesOf(canvasElement);
    await expect(entry).toHaveTextContent('By superadmin@example.com as admin@acme.example');
    await expect(entry).toHaveTextContent('Role: User → Admin');
  },
};

const downloads = recordDownloads();

export const ExportsEveryEntry: Story = {
  tags: ['flow'],
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Activity (4)' }, PAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), PAGE);
    await expect(downloads.files[0]!.name).toBe('activity-2026-01-15.csv');
    const lines = (await downloads.files[0]!.text).slice(1).split('\r\n');
    await expect(lines[0]).toBe('When,Kind,Actor,Emulating,Company,User,Target,Changes,Outcome');
    await expect(lines).toContain(
      '2026-01-14T16:45:00.000Z,User edited,superadmin@example.com,admin@acme.example,Acme Signs,user@acme.example,,Role: User → Admin,Accepted',
    );
    await expect(lines.filter((line) => line !== '')).toHaveLength(5);
    await expectRunToast(canvasElement, 'Exported 4 changes', 'success');
  },
};

export const Phone: Story = onAPhone<Story>({
  parameters: {
    namedState: [{ role: 'heading', name: 'Activity (4)' }, { text: 'Role: User → Admin' }],
  },
  play: async ({ canvasElement }) => {
    const entries = await entriesOf(canvasElement);
    for (const entry of entries)
      await expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});

export const Dark: Story = inDark<Story>({
  parameters: {
    namedState: [{ role: 'heading', name: 'Activity (4)' }, { text: 'Role: User → Admin' }],
  },
  play: async ({ canvasElement }) => {
    await expect(await entriesOf(canvasElement)).toHaveLength(4);
  },
});
