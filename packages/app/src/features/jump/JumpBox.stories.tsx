import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, LARGE_COMPANY_ID, scenario } from '@admin-hub/api-mocks';
import { AppLayout } from '../../layout/AppLayout.tsx';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';
import { appDecorator } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { expectToast } from '../../testing/expectToast.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import type { JumpChoice } from './recentChoices.ts';
import { readRecentChoices, rememberChoice } from './recentChoices.ts';
import { ON_A_PHONE, onAPhone } from '@admin-hub/ui/storyVariants';

// Every story opens at /home: a jump elsewhere shows 'Navigated to …'.
const app = (overrides: AppStoryParameters = {}): { app: AppStoryParameters } => ({
  app: { route: '/home', path: '/home', ...overrides },
});

const meta = {
  title: 'Flows/Jump Box',
  // Tests through several states (typed, chosen, navigated): the box's look is reviewed in
  // Dialogs/Jump Box; these run in npm test, hidden from the sidebar.
  tags: ['flow'],
  component: AppLayout,
  decorators: [appDecorator],
  parameters: { layout: 'fullscreen', ...app() },
  args: {
    children: (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Page content</h1>
      </section>
    ),
  },
  // Recent choices live in the browser's storage: each story starts without any.
  beforeEach: () => localStorage.clear(),
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const pressCtrlK = () => userEvent.keyboard('{Control>}k{/Control}');
/** The top bar's button, there once the signed-in user's role is known (so is Ctrl-K). */
const searchButton = (canvasElement: HTMLElement, name = 'Search companies and users') =>
  within(canvasElement).findByRole('button', { name }, { timeout: 5000 });
const jumpBox = async () => within(await screen.findByRole('dialog', { name: 'Jump To' }));
const options = async () =>
  (await jumpBox()).queryAllByRole('option').map((option) => option.textContent);

/** Ctrl-K, then the typed text; resolves to the box. */
async function search(canvasElement: HTMLElement, text: string, buttonName?: string) {
  await searchButton(canvasElement, buttonName);
  await pressCtrlK();
  const box = await jumpBox();
  const field = await box.findByRole('combobox');
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, text);
  return box;
}

const megaplex: JumpChoice = {
  item: { key: `company:${LARGE_COMPANY_ID}`, kind: 'company', label: 'Megaplex Outdoor Network' },
  target: { kind: 'company', companyId: LARGE_COMPANY_ID },
};
const avery: JumpChoice = {
  item: { key: 'user:auth0|acme-admin', kind: 'user', label: 'Avery Mitchell' },
  target: { kind: 'user', companyId: 1, userId: 'auth0|acme-admin' },
};

export const SuperAdminOpensACompany: Story = {
  parameters: {
    namedState: { role: 'group', name: 'Companies' },
    focusOnBody:
      "It ends on the stand-in of another page (Navigated to …), drawn without the app shell; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly's Ctrl-K jump)",
  },
  play: async ({ canvasElement }) => {
    await searchButton(canvasElement);
    await pressCtrlK();
    const box = await jumpBox();
    // Nothing chosen before: a hint instead of recent choices.
    await expect(box.getByRole('status')).toHaveTextContent(
      'Type a company name, a name or an email',
    );
    await userEvent.type(box.getByRole('combobox'), 'megaplex');
    await expect(
      await box.findByRole('option', { name: /^Megaplex Outdoor Network/ }, { timeout: 3000 }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(box.getByRole('group', { name: 'Companies' })).toBeVisible();
    // Its users too, each with their company.
    const users = within(box.getByRole('group', { name: 'Users' })).getAllByRole('option');
    await expect(users.length).toBeGreaterThan(0);
    for (const user of users) await expect(user).toHaveTextContent('Megaplex Outdoor Network');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByText(`Navigated to /admin/companies/${LARGE_COMPANY_ID}`),
    ).toBeVisible();
    await expect(readRecentChoices(DEMO_SUPER_ADMIN.id)[0]?.item.label).toBe(
      'Megaplex Outdoor Network',
    );
  },
};

export const SuperAdminOpensAUser: Story = {
  parameters: {
    namedState: { text: 'Navigated to /admin/companies/1?user=auth0%7Cacme-admin' },
    focusOnBody:
      "It ends on the stand-in of another page (Navigated to …), drawn without the app shell; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly's Ctrl-K jump)",
  },
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, 'avery mitchell');
    const avery = await box.findByRole('option', { name: /Avery Mitchell/ }, { timeout: 3000 });
    await expect(avery).toHaveTextContent('admin@acme.example · Acme Signs');
    await userEvent.click(avery);
    await expect(
      await within(canvasElement).findByText(
        'Navigated to /admin/companies/1?user=auth0%7Cacme-admin',
      ),
    ).toBeVisible();
  },
};

export const UserJumpFocusesTheRow: Story = {
  // On the user's company page already: the row is there at once, while the box still fades out.
  parameters: {
    ...app({ route: '/admin/companies/1', path: '/admin/companies/:companyId' }),
    namedState: [
      // The marked row is a listitem, which has no accessible name: its text is the next mark.
      { role: 'listitem', focused: true },
      { text: 'Avery Mitchell' },
      { role: 'dialog', gone: true },
    ],
  },
  args: { children: <CompanyDetailScreen companyId={1} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    const box = await search(canvasElement, 'avery mitchell');
    await box.findByRole('option', { name: /Avery Mitchell/ }, { timeout: 3000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The closing box neither gave focus back to the page nor pulled it back to itself.
    const row = users.querySelector<HTMLElement>('[aria-current="true"]');
    await expect(row).toHaveTextContent('Avery Mitchell');
    await expect(row).toHaveFocus();
    // Marked for the keyboard, after the highlight's colour has faded too.
    await expect(getComputedStyle(row!).outlineStyle).toBe('solid');
  },
};

export const RecentChoicesFirst: Story = {
  parameters: {
    namedState: { text: 'Navigated to /admin/companies/1?user=auth0%7Cacme-admin' },
    focusOnBody:
      "It ends on the stand-in of another page (Navigated to …), drawn without the app shell; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly's Ctrl-K jump)",
  },
  beforeEach: () => {
    localStorage.clear();
    rememberChoice(DEMO_SUPER_ADMIN.id, avery);
    rememberChoice(DEMO_SUPER_ADMIN.id, megaplex);
  },
  play: async ({ canvasElement }) => {
    // The top bar's button opens the same box.
    await userEvent.click(await searchButton(canvasElement));
    const box = await jumpBox();
    await expect(box.getByRole('group', { name: 'Recent' })).toBeVisible();
    await expect(await options()).toEqual(['Megaplex Outdoor Network', 'Avery Mitchell']);
    await waitFor(() => expect(box.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      await within(canvasElement).findByText(
        'Navigated to /admin/companies/1?user=auth0%7Cacme-admin',
      ),
    ).toBeVisible();
    // The choice moves to the front.
    await expect(readRecentChoices(DEMO_SUPER_ADMIN.id).map(({ item }) => item.label)).toEqual([
      'Avery Mitchell',
      'Megaplex Outdoor Network',
    ]);
  },
};

export const Searching: Story = {
  parameters: {
    namedState: { text: 'Searching…' },
    msw: {
      handlers: {
        scenarios: [scenario('GET /companies', 'loading'), scenario('GET /users', 'loading')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, 'mega');
    // Past the debounce, the answer still on its way.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(box.getByText('Searching…')).toBeVisible();
    await expect(box.queryAllByRole('option')).toHaveLength(0);
  },
};

export const NoResult: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'No Results Found' }] },
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, 'no such name anywhere');
    await waitFor(() => expect(box.getByRole('status')).toHaveTextContent('No Results Found'), {
      timeout: 3000,
    });
    await expect(box.queryAllByRole('option')).toHaveLength(0);
  },
};

export const SearchFails: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Retry', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /users', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, 'megaplex');
    await expect(await box.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The search could not be completed.',
    );
    await expectToast(canvasElement, 'Error loading users');
    // Half an answer would pass for a whole one: nothing is listed until both have answered.
    await expect(box.queryAllByRole('option')).toHaveLength(0);
    await expect(box.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

const userSearches = recordRequests('GET /users');
const companySearches = recordRequests('GET /companies');

export const AdminFindsOnlyTheirCompanysUsers: Story = {
  parameters: {
    namedState: { text: 'Navigated to /admin/my-company?user=auth0%7Cacme-admin' },
    focusOnBody:
      "It ends on the stand-in of another page (Navigated to …), drawn without the app shell; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly's Ctrl-K jump)",
    ...app({ signedInAs: DEMO_ADMIN.email as AppStoryParameters['signedInAs'] }),
    msw: { handlers: { scenarios: [userSearches.handler, companySearches.handler] } },
  },
  beforeEach: () => {
    localStorage.clear();
    userSearches.reset();
    companySearches.reset();
  },
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, 'avery', 'Search users');
    const avery = await box.findByRole('option', { name: /Avery Mitchell/ }, { timeout: 3000 });
    await expect(box.queryByRole('group', { name: 'Companies' })).toBeNull();
    const searches = userSearches.sent.filter(({ url }) => url.searchParams.has('search'));
    await expect(searches.map(({ url }) => url.searchParams.get('companyId'))).toEqual(['1']);
    await expect(companySearches.sent).toHaveLength(0);
    await userEvent.click(avery);
    await expect(
      await within(canvasElement).findByText(
        'Navigated to /admin/my-company?user=auth0%7Cacme-admin',
      ),
    ).toBeVisible();
  },
};

export const BaseUserHasNone: Story = {
  parameters: {
    namedState: [
      { role: 'navigation', name: 'Main' },
      { role: 'dialog', gone: true },
    ],
    ...app({ signedInAs: 'user@acme.example' }),
    focusOnBody:
      'Ctrl-K is pressed with nothing focused, as a visitor would, and is meant to do nothing for a base user: focus stays where it was',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The layout has loaded the role: its navigation is there.
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Search/ })).toBeNull();
    await pressCtrlK();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const EscapeClosesAndCtrlKToggles: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Jump To', gone: true } },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    await userEvent.click(button);
    await jumpBox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where it was opened from.
    await waitFor(() => expect(button).toHaveFocus());
    await pressCtrlK();
    await jumpBox();
    await pressCtrlK();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const MobileSearchButton: Story = {
  parameters: {
    namedState: { text: /^Navigated to \/admin\/companies\// },
    ...ON_A_PHONE,
    focusOnBody:
      "It ends on the stand-in of another page (Navigated to …), drawn without the app shell; in the app the shell lands focus on the new page's heading (usePageFocusKept; e2e keyboardOnly's Ctrl-K jump)",
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await searchButton(canvasElement));
    const box = await jumpBox();
    await userEvent.type(box.getByRole('combobox'), 'megaplex');
    await userEvent.click(
      await box.findByRole('option', { name: /^Megaplex Outdoor Network/ }, { timeout: 3000 }),
    );
    await expect(
      await within(canvasElement).findByText(`Navigated to /admin/companies/${LARGE_COMPANY_ID}`),
    ).toBeVisible();
  },
};

/** The palette's box (the dialog is the whole window; its content is what is seen). */
async function paletteBox(): Promise<DOMRect> {
  const dialog = await screen.findByRole('dialog', { name: 'Jump To' });
  const content = dialog.querySelector('.modal-content');
  if (!content) throw new Error('The jump box has no .modal-content');
  return content.getBoundingClientRect();
}

/**
 * The palette keeps its place and its size while typing: its box measured before typing (the
 * hint), while a slow search runs (the spinner in the field), with results, and with none. The
 * answers take 2.5 s, so 'searching' is seen for certain.
 */
export const KeepsOneSizeWhileTyping: Story = {
  parameters: {
    namedState: [
      { role: 'combobox', value: 'no such name anywhere' },
      { role: 'status' },
      { text: 'No Results Found' },
    ],
    msw: {
      handlers: {
        scenarios: [scenario('GET /companies', 'slow'), scenario('GET /users', 'slow')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await searchButton(canvasElement));
    const box = await jumpBox();
    const field = box.getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(box.getByRole('status')).toHaveTextContent(
      'Type a company name, a name or an email',
    );
    // After the opening transition, which slides the box in from above.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = await paletteBox();
    await expect(before.height).toBeGreaterThan(0);
    const expectSameBox = async (when: string) => {
      const now = await paletteBox();
      await expect({ when, top: now.top, height: now.height }).toEqual({
        when,
        top: before.top,
        height: before.height,
      });
    };

    await userEvent.type(field, 'megaplex');
    const dialog = await screen.findByRole('dialog', { name: 'Jump To' });
    await waitFor(() => expect(dialog.querySelector('.ah-jump__spinner')).not.toBeNull());
    await expect(box.getByText('Searching…')).toBeInTheDocument();
    await expectSameBox('typed, searching');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(dialog.querySelector('.ah-jump__spinner')).not.toBeNull();
    await expectSameBox('past the pause, the answer on its way');

    await box.findByRole('option', { name: /^Megaplex Outdoor Network/ }, { timeout: 5000 });
    await expect(dialog.querySelector('.ah-jump__spinner')).toBeNull();
    await expectSameBox('with results');

    await userEvent.clear(field);
    await userEvent.type(field, 'no such name anywhere');
    await waitFor(() => expect(box.getByRole('status')).toHaveTextContent('No Results Found'), {
      timeout: 5000,
    });
    await expectSameBox('with no result');
  },
};

/** The same at 390 px: the box keeps its size on a phone too, with Cancel beside the field. */
export const KeepsOneSizeWhileTypingOnAPhone: Story = onAPhone(KeepsOneSizeWhileTyping);
