import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DEFAULT_API_URLS, buildContentCompany, endpointUrl, scenario } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';
import { ON_A_PHONE } from '@admin-hub/ui/storyVariants';
import { fitsALaptop, fitsAPhone } from '@admin-hub/ui/storyVariants';

// The page as a super admin sees it, opened with a query that must survive the round trip.
const ROUTE = '/admin/companies/1?from=signs';
const superAdmin: AppStoryParameters = { ...companyPageAs.superAdmin, route: ROUTE };

// Seeded: Acme Signs (1) has 6 scheduler signs ('Main Street Billboard' is sign 1) and 4
// Signage Studio signs ('Lobby Welcome Screen' is sign 1) on a Pro plan, which manages signs.
const meta = {
  title: 'Screens/Company Detail/Signs',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(superAdmin),
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

/** Opens a sign's row menu in its section. */
async function openSignMenu(canvasElement: HTMLElement, sectionName: RegExp, sign: string) {
  const region = within(await section(canvasElement, sectionName));
  await userEvent.click(
    await region.findByRole('button', { name: `Actions for ${sign}` }, { timeout: 5000 }),
  );
  return region;
}

/** A link's address, and the page it will come back to. */
const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '');
  return {
    address: `${url.origin}${url.pathname}`,
    query: Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'redirectUrl')),
    redirectUrl: url.searchParams.get('redirectUrl'),
  };
};

const here = (path: string) => `${window.location.origin}${path}`;

/** Expects `link` to lead to `expected`, and back to the page at `from`. */
const expectLink = (
  link: HTMLElement,
  expected: { address: string; query: Record<string, string> },
  from = ROUTE,
) => expect(target(link)).toEqual({ ...expected, redirectUrl: here(from) });

export const SchedulerSignLinks: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for Main Street Billboard', expanded: true },
      { role: 'link', name: 'View sign' },
      { role: 'link', name: 'Edit sign' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(canvasElement, /^Scheduler Signs/, 'Main Street Billboard');
    await expectLink(await region.findByRole('link', { name: 'View sign' }), {
      address: 'https://scheduler.example.com/signs/1',
      query: {},
    });
    await expectLink(region.getByRole('link', { name: 'Edit sign' }), {
      address: 'https://scheduler.example.com/signs/1/edit',
      query: {},
    });
  },
};

export const DeleteSchedulerSign: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Scheduler Signs (5)' },
      { role: 'dialog', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(canvasElement, /^Scheduler Signs/, 'Main Street Billboard');
    await userEvent.click(await region.findByRole('button', { name: 'Delete sign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Delete' }));
    await expect(
      dialog.getByText(
        'Are you sure you want to permanently delete the scheduler sign Main Street Billboard?',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Scheduler sign deleted');
    // Deleted in place: the count and the list lose it.
    await expect(await region.findByRole('heading', { name: 'Scheduler Signs (5)' })).toBeVisible();
    await expect(region.queryByText('Main Street Billboard')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const DeleteSchedulerSignFails: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Scheduler Signs (6)' },
    msw: { handlers: { scenarios: [scenario('scheduler:DELETE /signs/:id', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(canvasElement, /^Scheduler Signs/, 'Main Street Billboard');
    await userEvent.click(await region.findByRole('button', { name: 'Delete sign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Delete' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Error deleting scheduler sign');
    await expectDialogKept('Confirm Delete', 'Error deleting scheduler sign', 'Confirm');
    await expect(region.getByRole('heading', { name: 'Scheduler Signs (6)' })).toBeVisible();
  },
};

export const ProductSignLinksForSuperAdmins: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for Lobby Welcome Screen', expanded: true },
      { role: 'link', name: 'Edit sign' },
      { role: 'link', name: 'Delete sign' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(
      canvasElement,
      /^Signage Studio Signs/,
      'Lobby Welcome Screen',
    );
    await expectLink(await region.findByRole('link', { name: 'Edit sign' }), {
      address: 'https://content.example.com/admin/signs/1',
      query: { editSignId: '1' },
    });
    await expectLink(region.getByRole('link', { name: 'Delete sign' }), {
      address: 'https://content.example.com/admin/signs/1',
      query: { deleteSignId: '1' },
    });
  },
};

export const ProductSignsForCompanyManagers: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Signage Studio Signs (4)' },
    app: companyPageAs.companyAdmin,
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(
      canvasElement,
      /^Signage Studio Signs/,
      'Lobby Welcome Screen',
    );
    await expectLink(
      await region.findByRole('link', { name: 'Edit sign' }),
      { address: 'https://content.example.com/signs', query: { editSignId: '1' } },
      '/admin/my-company',
    );
    // A manager's delete only says whom to ask.
    await userEvent.click(region.getByRole('button', { name: 'Delete sign' }));
    const notice = within(
      await screen.findByRole('dialog', { name: 'Delete Signage Studio Sign' }),
    );
    await expect(
      notice.getByText('Please contact Signage Studio in order to delete a sign.'),
    ).toBeVisible();
    await userEvent.click(notice.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(region.getByRole('heading', { name: 'Signage Studio Signs (4)' })).toBeVisible();
  },
};

export const AddMenuForSuperAdmins: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Add', expanded: true },
      { role: 'link', name: 'Scheduler Sign' },
      { role: 'link', name: 'Signage Studio Sign' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }, { timeout: 5000 }));
    await expectLink(await canvas.findByRole('link', { name: 'Scheduler Sign' }), {
      address: 'https://scheduler.example.com/signs/add',
      query: { companyId: '1' },
    });
    await expectLink(canvas.getByRole('link', { name: 'Signage Studio Sign' }), {
      address: 'https://content.example.com/admin/signs/1',
      query: { addSign: '1' },
    });
  },
};

export const AddMenuForCompanyManagers: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Add', expanded: true },
      { role: 'link', name: 'Signage Studio Sign' },
    ],
    app: companyPageAs.companyAdmin,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }, { timeout: 5000 }));
    await expectLink(
      await canvas.findByRole('link', { name: 'Signage Studio Sign' }),
      { address: 'https://content.example.com/signs/', query: { addSign: '1' } },
      '/admin/my-company',
    );
  },
};

export const AddMenuOnMobile: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'link', name: 'Signage Studio Sign' } },
  play: async ({ canvasElement }) => {
    // The floating action opens a side panel of the options.
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Add' }, { timeout: 5000 }),
    );
    const panel = within(await screen.findByRole('dialog', { name: 'Add' }));
    await expect(target(panel.getByRole('link', { name: 'Scheduler Sign' }))).toMatchObject({
      address: 'https://scheduler.example.com/signs/add',
      query: { companyId: '1' },
    });
    await expect(panel.getByRole('link', { name: 'Signage Studio Sign' })).toBeVisible();
  },
};

// Acme's account on the Starter plan, which does not manage signs.
const starterPlan = http.get(endpointUrl('content:GET /company/:id', DEFAULT_API_URLS), () =>
  HttpResponse.json(buildContentCompany({ plan: { name: 'Starter', canManageSigns: false } })),
);

export const CompanyManagerWithoutSignPlan: Story = {
  parameters: {
    namedState: [
      { role: 'button', name: 'Users from a list' },
      { role: 'link', name: 'Signage Studio Sign', gone: true },
    ],
    app: companyPageAs.companyAdmin,
    msw: { handlers: { scenarios: [starterPlan] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Starter', {}, { timeout: 5000 })).toBeVisible();
    const region = await openSignMenu(canvasElement, /^Scheduler Signs/, 'Main Street Billboard');
    const reason = 'The company’s Signage Studio plan does not include managing signs';
    // Viewing stays open; managing says why it is closed.
    await expect(await region.findByRole('link', { name: 'View sign' })).toBeVisible();
    await expect(region.getByRole('button', { name: /^Edit sign/ })).toHaveAccessibleDescription(
      reason,
    );
    await expect(region.getByRole('button', { name: /^Delete sign/ })).toHaveAccessibleDescription(
      reason,
    );
    await userEvent.click(region.getByRole('button', { name: /^Delete sign/ }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    // No sign entries to add: the menu holds the user entries only.
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('button', { name: 'Users from a list' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Scheduler Sign' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Signage Studio Sign' })).toBeNull();
  },
};

// Issue 37: a confirmation (ConfirmActionDialog, 'I understand') with its failure fits a laptop's
// window and a phone's screen (ui's storyVariants/dialogFit.ts).
export const DeleteSchedulerSignFailsFitsALaptop: Story = fitsALaptop(DeleteSchedulerSignFails);
export const DeleteSchedulerSignFailsFitsAPhone: Story = fitsAPhone(DeleteSchedulerSignFails);

/** A manager's Delete sign: the notice that says whom to ask, left open. */
const deleteSignNotice: Story = {
  parameters: {
    app: companyPageAs.companyAdmin,
    namedState: { role: 'dialog', name: 'Delete Signage Studio Sign' },
  },
  play: async ({ canvasElement }) => {
    const region = await openSignMenu(
      canvasElement,
      /^Signage Studio Signs/,
      'Lobby Welcome Screen',
    );
    await userEvent.click(await region.findByRole('button', { name: 'Delete sign' }));
    await screen.findByRole('dialog', { name: 'Delete Signage Studio Sign' });
  },
};

export const DeleteSignNoticeFitsALaptop: Story = fitsALaptop(deleteSignNotice);
export const DeleteSignNoticeFitsAPhone: Story = fitsAPhone(deleteSignNotice);
