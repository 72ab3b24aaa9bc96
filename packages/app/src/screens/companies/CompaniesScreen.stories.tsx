import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '@admin-hub/api-mocks';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectListSettled } from '../../testing/expectListSettled.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { pageNeverAnswers } from '../../testing/pageNeverAnswers.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { CompaniesScreen } from './CompaniesScreen.tsx';
import { inDark, onAPhone, ON_A_PHONE } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { companiesScreenGuide } from './CompaniesScreen.guide.ts';

const app = (overrides: AppStoryParameters = {}): AppStoryParameters => ({
  route: '/admin/companies',
  path: '/admin/companies',
  ...overrides,
});

// The seeded database holds 120 companies, 'Acme Signs' (id 1) among them.
const meta = {
  title: 'Screens/Companies',
  component: CompaniesScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame(app()),
    docs: screenDocs(companiesScreenGuide),
  },
  args: {},
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const companiesList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Companies' }, { timeout: 5000 });

const companyNames = async (canvasElement: HTMLElement) =>
  within(await companiesList(canvasElement))
    .getAllByRole('link')
    .map((link) => link.querySelector('.fw-semibold')?.textContent ?? '');

export const Loaded: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort companies: A - Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await companiesList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies (120)' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search companies' })).toHaveAttribute(
      'placeholder',
      'Search all Companies',
    );
    await expect(canvas.getByRole('button', { name: 'Sort companies: A - Z' })).toBeVisible();
    await expect(canvas.getAllByText('1–40 / 120')).toHaveLength(2);
    await expect(within(list).getAllByText(/^Team Members \([\d,]+\)$/)).toHaveLength(40);
  },
};

export const Empty: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Companies (0)' },
    msw: { handlers: { scenarios: [scenario('GET /companies', 'empty')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Companies Found')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies (0)' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    namedState: [{ role: 'status' }, { text: 'Loading companies' }],
    msw: { handlers: { scenarios: [scenario('GET /companies', 'loading')] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading companies',
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    namedState: { role: 'searchbox', name: 'Search companies', disabled: false },
    msw: { handlers: { scenarios: [scenario('GET /companies', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Reads are retried with backoff before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading companies', 12_000);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search companies' })).toBeEnabled();
  },
};

export const SearchNarrowsAndResetsPage: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Companies (1)' },
      { role: 'navigation', name: /Pages of companies/, gone: true },
    ],
    app: app({ route: '/admin/companies?page=3' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    await expect(canvas.getAllByText('81–120 / 120')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'Acme');
    // After the 500 ms pause only the match is left, shown from page 1 (no pager for one row).
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1, name: 'Companies (1)' })).toBeVisible(),
      {
        timeout: 5000,
      },
    );
    await expect(await companyNames(canvasElement)).toEqual(['Acme Signs']);
    await expect(canvas.queryByRole('navigation', { name: /Pages of companies/ })).toBeNull();
  },
};

export const SortZToA: Story = {
  parameters: { namedState: { role: 'button', name: 'Sort companies: Z - A' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort companies: A - Z' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Z - A' }));
    await waitFor(async () => {
      const names = await companyNames(canvasElement);
      const descending = [...names].sort((a, b) =>
        b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }),
      );
      await expect(names).toEqual(descending);
    });
    await expect(canvas.getByRole('button', { name: 'Sort companies: Z - A' })).toBeVisible();
  },
};

export const PastTheLastPage: Story = {
  parameters: {
    namedState: [{ text: '81–120 / 120' }, { role: 'button', name: 'Next page', disabled: true }],
    app: app({ route: '/admin/companies?page=9' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 120 companies make 3 pages: a stale address lands on the last one.
    await waitFor(() => expect(canvas.getAllByText('81–120 / 120')).toHaveLength(2), {
      timeout: 5000,
    });
    await expectListSettled(canvasElement);
    await expect(within(await companiesList(canvasElement)).getAllByRole('listitem')).toHaveLength(
      40,
    );
  },
};

export const NextPage: Story = {
  parameters: { namedState: { text: '41–80 / 120' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    const [, lowerPager] = canvas.getAllByRole('navigation', { name: /Pages of companies/ });
    await userEvent.click(within(lowerPager!).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getAllByText('41–80 / 120')).toHaveLength(2));
    await expectListSettled(canvasElement);
  },
};

/** Page 2 asked for and still on its way: page 1's companies stay, and so does their range. */
export const NextPageLoading: Story = {
  parameters: {
    namedState: [{ text: '1–40 / 120, loading page 2' }, { text: /^41–80/, gone: true }],
    msw: { handlers: { scenarios: [pageNeverAnswers('GET /companies', 2)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await companiesList(canvasElement);
    const pagers = canvas.getAllByRole('navigation', { name: /Pages of companies/ });
    await userEvent.click(within(pagers[1]!).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(list.closest('[aria-busy="true"]')).not.toBeNull());
    for (const pager of pagers) {
      await expect(pager).toHaveAttribute('aria-busy', 'true');
      await expect(pager.querySelector('[aria-live="polite"]')).toHaveTextContent(
        '1–40 / 120, loading page 2',
      );
    }
    await expect(canvas.queryByText(/^41–80/)).toBeNull();
    await expect(getComputedStyle(list.closest('[aria-busy="true"]')!).opacity).toBe('1');
  },
};

export const RowOpensCompany: Story = {
  tags: ['flow'],
  parameters: {
    app: app({ route: '/admin/companies?search=Acme' }),
    focusOnBody:
      "No shell in this story (no parameters.layout): in the app, the shell (usePageFocusKept) lands focus on the new page's heading; see AppShell FocusLandsOnTheNewPagesHeading and the e2e keyboard day",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await companiesList(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: /Acme Signs/ }));
    await expect(await canvas.findByText('Navigated to /admin/companies/1')).toBeVisible();
  },
};

const creations = recordRequests('POST /companies');

export const CreateCompany: Story = {
  tags: ['flow'],
  parameters: {
    msw: { handlers: { scenarios: [creations.handler] } },
    focusOnBody:
      "No shell in this story (no parameters.layout): the dialog closes and its opener, the Add menu's item, has gone; in the app the shell (usePageFocusKept) lands focus on the page's heading",
  },
  beforeEach: creations.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Company' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create New Company' }));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('Enter your Company Name')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Company Name' }), 'Northwind Displays');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'Company created');
    await expect(creations.sent.map(({ body }) => body)).toEqual([
      { name: 'Northwind Displays', signManufacturerId: null, manufacturerSignupType: 'standard' },
    ]);
    // The new company (the seed's 120 come first) opens, so the person sees what they made.
    await expect(await canvas.findByText('Navigated to /admin/companies/121')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const CreateCompanyFails: Story = {
  parameters: {
    namedState: [
      { role: 'textbox', name: 'Company Name', value: 'Northwind Displays' },
      { text: /^Navigated to/, gone: true },
    ],
    msw: { handlers: { scenarios: [scenario('POST /companies', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Company' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create New Company' }));
    const name = form.getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(name, 'Northwind Displays');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'Error creating company');
    const kept = await expectDialogKept('Create New Company', 'Error creating company', 'Create');
    await expect(kept.getByRole('textbox', { name: 'Company Name' })).toHaveValue(
      'Northwind Displays',
    );
    await expect(canvas.queryByText(/^Navigated to/)).toBeNull();
  },
};

export const CreateCompanyOnMobile: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'dialog', name: 'Create New Company' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await companiesList(canvasElement);
    // The only add action: the floating button opens the modal directly, no side panel.
    const fab = canvas.getByRole('button', { name: 'Create New Company' });
    await expect(fab).toHaveClass('ah-fab');
    await userEvent.click(fab);
    await expect(await screen.findByRole('dialog', { name: 'Create New Company' })).toBeVisible();
  },
};

/** Loaded in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const LoadedInDark: Story = inDark(Loaded);

/** Each state at 390 px, the phone width of the design review, in the app frame (its tab bar). */
export const LoadedOnAPhone: Story = onAPhone(Loaded);
export const EmptyOnAPhone: Story = onAPhone(Empty);
export const LoadingOnAPhone: Story = onAPhone(Loading);
export const LoadFailedOnAPhone: Story = onAPhone(LoadFailed);
