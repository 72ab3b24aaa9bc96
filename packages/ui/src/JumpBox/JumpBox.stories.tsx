import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCompany, buildUser } from '@admin-hub/api-mocks';
import type { Loadable } from '../LoadableContent/Loadable.ts';
import type { JumpGroup, JumpItem } from './JumpBox.tsx';
import { JumpBox } from './JumpBox.tsx';
import { jumpBoxGuide } from './JumpBox.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark, onAPhone } from '../storyVariants/storyVariants.ts';

const megaplex = buildCompany({ id: 4, name: 'Megaplex Outdoor Network' });
const megan = buildUser({
  id: 'auth0|megan-ortiz',
  companyId: 4,
  firstName: 'Megan',
  lastName: 'Ortiz',
  email: 'megan.ortiz@megaplex.example',
  company: { id: 4, name: megaplex.name },
});

const companyItem: JumpItem = { key: 'company:4', kind: 'company', label: megaplex.name };
const userItem: JumpItem = {
  key: `user:${megan.id}`,
  kind: 'user',
  label: 'Megan Ortiz',
  detail: `${megan.email} · ${megaplex.name}`,
};
const acmeItem: JumpItem = { key: 'company:2', kind: 'company', label: 'Acme Signs' };

const loaded = (data: readonly JumpGroup[]): Loadable<readonly JumpGroup[]> => ({
  status: 'loaded',
  data,
});

const meta = {
  title: 'Dialogs/Jump Box',
  component: JumpBox,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(jumpBoxGuide, { frameHeight: 520 }) },
  argTypes: {
    results: { control: false },
  },
  args: {
    show: true,
    onHide: fn(),
    placeholder: 'Search companies and users',
    onSearch: fn(),
    results: loaded([]),
    emptyTitle: 'Type a name or email',
    failedMessage: 'The search could not be completed.',
    onSelect: fn(),
  },
} satisfies Meta<typeof JumpBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = async () => within(await screen.findByRole('dialog', { name: 'Jump To' }));
const field = async () =>
  (await box()).getByRole('combobox', { name: 'Search companies and users' });
const optionNames = async () =>
  (await box()).queryAllByRole('option').map((option) => option.textContent);

export const RecentChoices: Story = {
  parameters: { namedState: { role: 'group', name: 'Recent' } },
  args: { results: loaded([{ heading: 'Recent', items: [userItem, acmeItem] }]) },
  play: async ({ args }) => {
    const input = await field();
    await waitFor(() => expect(input).toHaveFocus());
    await expect((await box()).getByRole('group', { name: 'Recent' })).toBeVisible();
    await expect(await optionNames()).toEqual([
      `Megan Ortiz${megan.email} · ${megaplex.name}`,
      'Acme Signs',
    ]);
    // The first is chosen already: Enter opens it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(userItem);
  },
};

export const NoRecentChoices: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Type a name or email' }] },
  play: async () => {
    const modal = await box();
    await expect(modal.getByRole('status')).toHaveTextContent('Type a name or email');
    await expect(modal.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The box's spinner while a search runs: in the field, the results' box left as it was. */
const spinner = async () =>
  (await screen.findByRole('dialog', { name: 'Jump To' })).querySelector('.ah-jump__spinner');

export const Loading: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Searching…' }] },
  args: { results: { status: 'loading' } },
  play: async () => {
    const modal = await box();
    await expect(await spinner()).not.toBeNull();
    // Heard by a screen reader; the eye has the spinner.
    await expect(modal.getByRole('status')).toHaveTextContent('Searching…');
    // Nothing from an earlier search can be picked while this one runs.
    await expect(modal.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Results: Story = {
  parameters: {
    namedState: [
      { role: 'combobox', name: 'Search companies and users', value: 'meg' },
      { role: 'option', name: /^Megan Ortiz/ },
    ],
  },
  args: {
    results: loaded([
      { heading: 'Companies', items: [companyItem] },
      { heading: 'Users', items: [userItem] },
    ]),
  },
  play: async ({ args }) => {
    const modal = await box();
    const input = modal.getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    // Results answer a query: the product never lists them under an empty field (that shows the
    // recent choices, RecentChoices).
    await userEvent.type(input, 'meg');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('meg'), { timeout: 2000 });
    await expect(await modal.findByRole('group', { name: 'Companies' })).toBeVisible();
    await expect(modal.getByRole('group', { name: 'Users' })).toBeVisible();
    const [company, user] = modal.getAllByRole('option');
    await expect(company).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(user).toHaveAttribute('aria-selected', 'true');
    await expect(company).toHaveAttribute('aria-selected', 'false');
    // The list wraps around, both ways.
    await userEvent.keyboard('{ArrowDown}');
    await expect(company).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(userItem);
  },
};

/**
 * A command palette stays where it opened: its top at 12 % of the viewport's height whether it
 * holds no result or several, so a changing list grows and shrinks downward only.
 */
export const AnchoredNearTheTop: Story = {
  parameters: {
    namedState: [
      { role: 'combobox', name: 'Search companies and users', value: 'meg' },
      { role: 'option', name: /^Megan Ortiz/ },
    ],
  },
  args: Results.args,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Jump To' });
    // Results answer a query (never an empty field, see Results): the box as it is used.
    const input = within(dialog).getByRole('combobox', { name: 'Search companies and users' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'meg');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('meg'), { timeout: 2000 });
    await expect(await within(dialog).findByRole('option', { name: /^Megan Ortiz/ })).toBeVisible();
    const content = dialog.querySelector('.modal-content');
    await expect(content).not.toBeNull();
    const expectedTop = Math.round(window.innerHeight * 0.12);
    // Measured after the opening transition, which slides the box in from above.
    await waitFor(() =>
      expect(
        Math.abs((content?.getBoundingClientRect().top ?? NaN) - expectedTop),
      ).toBeLessThanOrEqual(1),
    );
  },
};

export const NoResult: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'No Results Found' }] },
  args: {
    emptyTitle: 'No Results Found',
    results: loaded([
      { heading: 'Companies', items: [] },
      { heading: 'Users', items: [] },
    ]),
  },
  play: async () => {
    const modal = await box();
    await expect(modal.getByRole('status')).toHaveTextContent('No Results Found');
    await expect(modal.queryAllByRole('option')).toHaveLength(0);
  },
};

const retrySearch = fn();

export const Failed: Story = {
  parameters: { namedState: { role: 'alert' } },
  args: { results: { status: 'failed', retry: retrySearch } },
  play: async () => {
    const modal = await box();
    await expect(modal.getByRole('alert')).toHaveTextContent('The search could not be completed.');
    await userEvent.click(modal.getByRole('button', { name: 'Retry' }));
    await expect(retrySearch).toHaveBeenCalledOnce();
  },
};

export const TypingSearchesAfterAPause: Story = {
  parameters: {
    // The play ends cleared, after the search it is named for: no longer searching.
    namedState: [
      { role: 'combobox', name: 'Search companies and users', value: '' },
      { text: 'Searching…', gone: true },
    ],
  },
  play: async ({ args }) => {
    const input = await field();
    await userEvent.type(input, 'mega');
    // Still typing as far as the box knows: nothing sent, and it says it is searching.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect((await box()).getByRole('status')).toHaveTextContent('Searching…');
    await expect(await spinner()).not.toBeNull();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('mega'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
    // Cleared: the recent choices are asked for at once.
    await userEvent.clear(input);
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const EnterWhileTypingSearchesAtOnce: Story = {
  parameters: {
    namedState: { role: 'combobox', name: 'Search companies and users', value: 'mega' },
  },
  args: { results: loaded([{ heading: 'Recent', items: [acmeItem] }]) },
  play: async ({ args }) => {
    await userEvent.type(await field(), 'mega{Enter}');
    // Enter sends what is typed instead of opening the recent choice listed before.
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('mega');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  parameters: { namedState: { role: 'combobox', name: 'Search companies and users' } },
  play: async ({ args }) => {
    await waitFor(async () => expect(await field()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
};

/**
 * No visible title: the field is the palette's header. It is still a dialog, named 'Jump To',
 * and on a wide screen Esc closes it (no Cancel to take room from the field).
 */
export const FieldIsTheHeader: Story = {
  parameters: {
    namedState: [
      { role: 'combobox', name: 'Search companies and users' },
      { role: 'heading', gone: true },
    ],
  },
  args: Results.args,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Jump To' });
    await expect(within(dialog).queryByRole('heading')).toBeNull();
    const header = dialog.querySelector('.ah-jump__header');
    await expect(header).toContainElement(within(dialog).getByRole('combobox'));
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** On a phone, where there is no Esc, Cancel beside the field closes the box. */
export const CancelOnAPhone: Story = onAPhone<Story>({
  parameters: { namedState: { role: 'button', name: 'Cancel' } },
  args: Results.args,
  play: async ({ args }) => {
    const cancel = (await box()).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    await expect(Math.round(cancel.getBoundingClientRect().height)).toBe(
      Math.round((await field()).getBoundingClientRect().height),
    );
    await userEvent.click(cancel);
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
});

/** Results in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const ResultsInDark: Story = inDark(Results);

/** Results at 390 px, light and dark. */
export const ResultsOnAPhone: Story = onAPhone(Results);
export const ResultsOnAPhoneInDark: Story = inDark(onAPhone(Results));

/** Nothing found, in the dark theme: the empty state in the same box. */
export const NoResultInDark: Story = inDark(NoResult);
