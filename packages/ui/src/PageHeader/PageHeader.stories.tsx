import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserPlus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionMenu } from '../ActionMenu/index.ts';
import { ExportButton } from '../ExportButton/index.ts';
import { FloatingActionButton } from '../FloatingActionButton/index.ts';
import { recordingAnchor } from '../links/RenderLink.tsx';
import { PageHeader } from './PageHeader.tsx';
import { pageHeaderGuide } from './PageHeader.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { ON_A_PHONE } from '../storyVariants/storyVariants.ts';

const followed = fn();
const editCompany = fn();
const editCredits = fn();
const inviteUser = fn();
const reason = 'This company has no Signage Studio account';

const companyActions = (creditsReason?: string) => (
  <>
    <FloatingActionButton
      label="Add"
      actions={[
        {
          key: 'user',
          label: 'User',
          icon: <UserPlus size={18} aria-hidden="true" />,
          onSelect: inviteUser,
        },
        { key: 'sign', label: 'Scheduler Sign', href: '#scheduler' },
      ]}
    />
    <ActionMenu
      label="Actions for Acme Signs"
      toggleText="Actions"
      actions={[
        { label: 'Edit company', onSelect: editCompany },
        { label: 'Edit Credits', onSelect: editCredits, disabledReason: creditsReason },
      ]}
    />
  </>
);

const meta = {
  title: 'Components/Page Header',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(pageHeaderGuide) },
  argTypes: {
    breadcrumb: { control: false },
    renderLink: { control: false },
    actions: { control: false },
  },
  args: { title: 'Users', count: 1500, renderLink: recordingAnchor(followed) },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListPage: Story = {
  parameters: { namedState: { role: 'button', name: 'Export CSV' } },
  args: { actions: <ExportButton onClick={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Users (1,500)');
    // A page at the top of the app has no trail.
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** A company's page: the trail back to Companies, its name as the title, Add and Actions. */
export const CompanyPage: Story = {
  args: {
    title: 'Acme Signs',
    count: undefined,
    breadcrumb: [{ label: 'Companies', href: '/admin/companies' }],
    actions: companyActions(),
  },
  parameters: {
    namedState: { role: 'heading', name: 'Acme Signs' },
    focusOnBody:
      'The play blurs the followed link on purpose: its picture shows the header at rest',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
    await expect(trail.getByText('Acme Signs')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
    // Both actions share one height.
    const add = canvas.getByRole('button', { name: 'Add' });
    const menu = canvas.getByRole('button', { name: 'Actions for Acme Signs' });
    await expect(add.getBoundingClientRect().height).toBe(menu.getBoundingClientRect().height);
    const companies = trail.getByRole('link', { name: 'Companies' });
    await userEvent.click(companies);
    await expect(followed).toHaveBeenCalledWith('/admin/companies');
    // Back at rest, as the picture of this state shows it.
    companies.blur();
  },
};

export const CompanyActionChosen: Story = {
  parameters: { namedState: { role: 'heading', name: 'Acme Signs' } },
  ...CompanyPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Acme Signs' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Credits' }));
    await expect(editCredits).toHaveBeenCalledTimes(1);
    await expect(editCompany).not.toHaveBeenCalled();
  },
};

/** Without a {product} account, 'Edit Credits' stays in the menu and says why it cannot run. */
export const CompanyWithoutProductAccount: Story = {
  parameters: { namedState: { role: 'button', name: 'Edit Credits' } },
  ...CompanyPage,
  args: { ...CompanyPage.args, actions: companyActions(reason) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Acme Signs' }));
    const credits = await canvas.findByRole('button', { name: 'Edit Credits' });
    await expect(credits).toHaveAccessibleDescription(reason);
    await userEvent.click(credits);
    await expect(editCredits).not.toHaveBeenCalled();
  },
};

/** On a phone a long name wraps under the trail, and Add is the floating button. */
export const LongCompanyNameOnAPhone: Story = {
  ...CompanyPage,
  parameters: {
    ...CompanyPage.parameters,
    ...ON_A_PHONE,
    // After the spread: Company Page's own names its short title, not this long one.
    namedState: [
      { role: 'heading', name: 'Ångström Display Solutions Aktiebolag Nordic Operations' },
      { role: 'button', name: 'Actions for Acme Signs' },
    ],
  },
  args: {
    ...CompanyPage.args,
    title: 'Ångström Display Solutions Aktiebolag Nordic Operations',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Actions for Acme Signs' })).toBeVisible();
  },
};
