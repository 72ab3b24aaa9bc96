import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildActivityEntry, buildPaged } from '@admin-hub/api-mocks';
import type { ActivityEntry } from '@admin-hub/domain/activity';
import { guideDocs } from '../guides/guide.ts';
import { inDark, onAPhone } from '../storyVariants/index.ts';
import { ActivityList } from './ActivityList.tsx';
import { activityListGuide } from './ActivityList.guide.ts';

const superAdmin = { id: 'auth0|superadmin', email: 'superadmin@example.com' };
const acmeAdmin = { id: 'auth0|acme-admin', email: 'admin@acme.example' };

const lastNameEdited = buildActivityEntry();
const creditsChanged = buildActivityEntry({
  id: 2,
  at: '2026-01-15T08:30:00.000Z',
  kind: 'company.creditsUpdated',
  user: null,
  changes: [
    { field: 'downloadCredits', before: 100, after: 1500 },
    { field: 'requestCredits', before: 5, after: 5 },
  ],
});
const emulatedEdit = buildActivityEntry({
  id: 3,
  at: '2026-01-14T16:45:00.000Z',
  actor: superAdmin,
  emulating: acmeAdmin,
  changes: [
    { field: 'firstName', before: 'Jordan', after: null },
    { field: 'role', before: 'user', after: 'admin' },
  ],
});
const refusedDelete = buildActivityEntry({
  id: 4,
  at: '2026-01-14T12:05:00.000Z',
  kind: 'user.deleted',
  user: { id: 'auth0|superadmin', email: 'superadmin@example.com' },
  changes: [],
  ok: false,
  status: 403,
});
const signDeleted = buildActivityEntry({
  id: 5,
  at: '2026-01-13T09:20:00.000Z',
  actor: superAdmin,
  kind: 'sign.deleted',
  user: null,
  target: 'Lobby Display',
  changes: [],
});
const entries = [lastNameEdited, creditsChanged, emulatedEdit, refusedDelete, signDeleted];

/** An Activity list's entries, not the lists of changes inside them. */
const entriesOf = (list: HTMLElement) => [...list.children] as HTMLElement[];

const pageOf = (items: readonly ActivityEntry[], perPage = 5, total = items.length) => {
  const page = buildPaged(items, { perPage, baseUrl: 'http://localhost:4001/api/activity' });
  return { ...page, meta: { ...page.meta, total, last_page: Math.ceil(total / perPage) } };
};

const meta = {
  title: 'Components/Activity List',
  component: ActivityList,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(activityListGuide) },
  argTypes: { load: { control: false }, filters: { control: false } },
  args: {
    load: { status: 'loaded', data: pageOf(entries, 5, 12) },
    filters: {},
    onFiltersChange: fn(),
    onFilterBy: undefined,
  },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { namedState: { text: '1–5 / 12' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Activity' });
    await expect(entriesOf(list)).toHaveLength(5);
    const first = entriesOf(list)[0]!;
    await expect(first).toHaveTextContent('User edited');
    await expect(first).toHaveTextContent('user@acme.example');
    await expect(first).toHaveTextContent('January 15, 2026 at 9:00 AM UTC');
    await expect(first).toHaveTextContent('By admin@acme.example');
    await expect(within(first).getByText('Last name: "Dubois" → "Dubois-Martin"')).toBeVisible();
    await expect(canvas.getByText('Content Downloads: 100 → 1,500')).toBeVisible();
    await expect(canvas.getByText('1–5 / 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ page: 2 });
  },
};

export const Empty: Story = {
  parameters: {
    namedState: [
      { text: 'No change has been made yet.' },
      { role: 'button', name: 'Clear filters', gone: true },
    ],
  },
  args: { load: { status: 'loaded', data: pageOf([]) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Activity Found')).toBeVisible();
    await expect(canvas.getByText('No change has been made yet.')).toBeVisible();
    // Nothing to clear when nothing is filtered.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Loading activity' },
      { role: 'list', name: 'Activity', gone: true },
    ],
  },
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activity');
    await expect(canvas.queryByRole('list', { name: 'Activity' })).toBeNull();
  },
};

const retry = fn();

export const Failed: Story = {
  parameters: { namedState: { text: 'The activity could not be loaded.' } },
  args: { load: { status: 'failed', retry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The activity could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const Filtered: Story = {
  parameters: { namedState: { text: 'No change matches these filters.' } },
  args: {
    load: { status: 'loaded', data: pageOf([]) },
    filters: { kind: 'company.creditsUpdated', from: '2026-01-01', actorId: acmeAdmin.id },
    chips: [{ key: 'actorId', label: 'By admin@acme.example', onRemove: fn() }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Kind of change')).toHaveValue('company.creditsUpdated');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-01');
    await expect(canvas.getByText('No change matches these filters.')).toBeVisible();
    // Changing a filter goes back to page one and keeps the others.
    await userEvent.selectOptions(canvas.getByLabelText('Kind of change'), 'user.updated');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      kind: 'user.updated',
      from: '2026-01-01',
      actorId: acmeAdmin.id,
    });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove filter: By admin@acme.example' }),
    );
    await expect(args.chips?.[0]?.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({});
  },
};

export const EmulatedEntry: Story = {
  parameters: { namedState: { text: 'Role: User → Admin' } },
  args: { load: { status: 'loaded', data: pageOf([emulatedEdit]) }, onFilterBy: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [entry] = entriesOf(canvas.getByRole('list', { name: 'Activity' }));
    await expect(entry).toHaveTextContent('By superadmin@example.com as admin@acme.example');
    await expect(within(entry!).getByText('First name: "Jordan" → empty')).toBeVisible();
    await expect(within(entry!).getByText('Role: User → Admin')).toBeVisible();
    // On the hub-wide page the actor filters the list (by the real caller).
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Show activity by superadmin@example.com as admin@acme.example',
      }),
    );
    await expect(args.onFilterBy).toHaveBeenCalledWith({ actorId: superAdmin.id });
  },
};

export const RefusedEntry: Story = {
  parameters: { namedState: { text: 'Refused (403)' } },
  args: { load: { status: 'loaded', data: pageOf([refusedDelete, lastNameEdited]) } },
  play: async ({ canvasElement }) => {
    const [refused, accepted] = entriesOf(
      within(canvasElement).getByRole('list', { name: 'Activity' }),
    );
    await expect(within(refused!).getByText('Refused (403)')).toBeVisible();
    await expect(refused).toHaveTextContent('User deleted');
    await expect(within(accepted!).queryByText(/Refused/)).toBeNull();
  },
};

export const Phone: Story = onAPhone<Story>({
  parameters: { namedState: { text: 'Last name: "Dubois" → "Dubois-Martin"' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Activity' });
    // Cards, not a squeezed table: nothing wider than the screen.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const item of entriesOf(list))
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(within(list).getByText('Last name: "Dubois" → "Dubois-Martin"')).toBeVisible();
  },
});

export const Dark: Story = inDark<Story>({
  parameters: { namedState: { text: 'Refused (403)' } },
  args: { load: { status: 'loaded', data: pageOf([creditsChanged, emulatedEdit, refusedDelete]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refused (403)')).toBeVisible();
  },
});
