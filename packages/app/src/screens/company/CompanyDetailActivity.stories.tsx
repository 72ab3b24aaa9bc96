import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER, scenario } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { activityFeedHandler, ACTIVITY_FIXTURE } from '../../testing/activityFeedHandler.ts';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { chooseRowAction, findDialog } from '../../testing/rowActions.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';

const requests = recordRequests('GET /activity');
const answeredBy = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { scenarios: [requests.handler, ...handlers] } },
});

// Seeded: Acme Signs (1), opened by the super admin from the companies list.
const meta = {
  title: 'Screens/Company Detail/Activity',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: { ...inTheAppFrame(companyPageAs.superAdmin), ...answeredBy(activityFeedHandler()) },
  beforeEach: requests.reset,
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = { timeout: 5000 };
const activitySection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Activity' }, PAGE));
const entriesOf = async (canvasElement: HTMLElement) => {
  const section = await activitySection(canvasElement);
  return [...(await section.findByRole('list', { name: 'Activity' }, PAGE)).children];
};
const lastQuery = () => Object.fromEntries(requests.sent.at(-1)?.url.searchParams ?? []);

export const Default: Story = {
  parameters: { namedState: { text: 'Last name: "Dubois" → "Dubois-Martin"' } },
  play: async ({ canvasElement }) => {
    const entries = await entriesOf(canvasElement);
    // The company's own record: asked for by its id.
    await expect(lastQuery()).toEqual({ companyId: '1' });
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('Last name: "Dubois" → "Dubois-Martin"');
    await expect(entries[0]).toHaveTextContent('By admin@acme.example');
    // On the company's own page its name goes without saying.
    await expect(entries[0]).not.toHaveTextContent('Acme Signs');
  },
};

/** The company's admin reads it on My Company. */
export const CompanyManager: Story = {
  parameters: {
    namedState: [
      { role: 'list', name: 'Activity' },
      { text: 'Last name: "Dubois" → "Dubois-Martin"' },
    ],
    app: { ...companyPageAs.companyAdmin, layout: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await entriesOf(canvasElement)).toHaveLength(3);
    await expect(lastQuery()).toEqual({ companyId: '1' });
  },
};

export const Empty: Story = {
  parameters: {
    ...answeredBy(scenario('GET /activity', 'empty')),
    namedState: { text: 'No change has been made yet.' },
  },
  play: async ({ canvasElement }) => {
    const section = await activitySection(canvasElement);
    await expect(await section.findByText('No Activity Found', {}, PAGE)).toBeVisible();
    await expect(section.getByText('No change has been made yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    ...answeredBy(scenario('GET /activity', 'loading')),
    namedState: [{ role: 'status' }, { text: 'Loading activity' }],
  },
  play: async ({ canvasElement }) => {
    const section = await activitySection(canvasElement);
    await expect(await section.findByRole('status', {}, PAGE)).toHaveTextContent(
      'Loading activity',
    );
  },
};

export const Failed: Story = {
  parameters: {
    ...answeredBy(scenario('GET /activity', 'forbidden')),
    namedState: { role: 'region', name: /^Users/ },
  },
  play: async ({ canvasElement }) => {
    const section = await activitySection(canvasElement);
    await expect(
      await section.findByText('The activity could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    // The rest of the page stands.
    await expect(within(canvasElement).getByRole('region', { name: /^Users/ })).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: { namedState: { text: 'Content Downloads: 100 → 1,500' } },
  play: async ({ canvasElement }) => {
    const section = await activitySection(canvasElement);
    await entriesOf(canvasElement);
    await userEvent.selectOptions(
      section.getByLabelText('Kind of change'),
      'company.creditsUpdated',
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ companyId: '1', kind: 'company.creditsUpdated' }),
    );
    await waitFor(async () => expect(await entriesOf(canvasElement)).toHaveLength(1));
    await expect((await entriesOf(canvasElement))[0]).toHaveTextContent(
      'Content Downloads: 100 → 1,500',
    );
  },
};

export const EmulatedEntry: Story = {
  parameters: {
    ...answeredBy(activityFeedHandler([ACTIVITY_FIXTURE[2]!])),
    namedState: { text: 'By superadmin@example.com as admin@acme.example' },
  },
  play: async ({ canvasElement }) => {
    const [entry] = await entriesOf(canvasElement);
    await expect(entry).toHaveTextContent('By superadmin@example.com as admin@acme.example');
  },
};

/** A change made on the page is in its Activity at once, with its actor and before/after. */
export const AnEditShowsInActivity: Story = {
  tags: ['flow'],
  parameters: answeredBy(),
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, DEMO_USER.email, 'Edit user');
    const dialog = await findDialog(canvasElement, 'Edit user');
    const lastName = dialog.getByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Dubois-Martin');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    await waitFor(
      async () =>
        expect((await entriesOf(canvasElement))[0]).toHaveTextContent(
          /Last name: ".*" → "Dubois-Martin"/,
        ),
      PAGE,
    );
    await expect((await entriesOf(canvasElement))[0]).toHaveTextContent(
      'By superadmin@example.com',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
