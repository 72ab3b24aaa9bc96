import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildContentCompany } from '@admin-hub/api-mocks';
import { CompanySummaryCard } from './CompanySummaryCard.tsx';

const meta = {
  title: 'UI/CompanySummaryCard',
  component: CompanySummaryCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A company's {product} account: plan, subscriber, 'Content Downloads' and 'Custom Requests' credits.",
      },
    },
  },
  args: {
    companyName: 'Acme Signs',
    productName: 'Signage Studio',
    contentCompany: {
      status: 'loaded',
      data: buildContentCompany({ downloadCredits: 25, requestCredits: 4 }),
    },
  },
} satisfies Meta<typeof CompanySummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acme Signs' })).toBeVisible();
    await expect(canvas.getByText('Pro')).toBeVisible();
    await expect(canvas.getByText('admin@acme.example')).toBeVisible();
    await expect(canvas.getByText('Content Downloads').nextElementSibling).toHaveTextContent('25');
    await expect(canvas.getByText('Custom Requests').nextElementSibling).toHaveTextContent('4');
  },
};

export const WithoutSubscriber: Story = {
  args: {
    contentCompany: {
      status: 'loaded',
      data: buildContentCompany({
        plan: { name: 'Starter', canManageSigns: false },
        subscriberUser: null,
        downloadCredits: 1,
        requestCredits: 0,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No subscriber')).toBeVisible();
  },
};

export const NoProductAccount: Story = {
  args: { contentCompany: { status: 'loaded', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Signage Studio account')).toBeVisible();
    await expect(canvas.queryByText('Content Downloads')).toBeNull();
  },
};

export const Loading: Story = {
  args: { contentCompany: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Signage Studio account',
    );
  },
};

export const LoadFailed: Story = {
  args: { contentCompany: { status: 'failed', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The Signage Studio account could not be loaded'),
    ).toBeVisible();
  },
};

const reason = 'This company has no Signage Studio account';

export const WithActions: Story = {
  args: {
    actions: [
      { label: 'Edit company', onSelect: fn() },
      { label: 'Edit Credits', onSelect: fn() },
      { label: 'Edit Subscriber', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Acme Signs' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Edit Credits/ }));
    await expect(args.actions?.[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.actions?.[0]?.onSelect).not.toHaveBeenCalled();
  },
};

export const NoProductAccountWithActions: Story = {
  args: {
    contentCompany: { status: 'loaded', data: null },
    actions: [
      { label: 'Edit company', onSelect: fn() },
      { label: 'Edit Credits', onSelect: fn(), disabledReason: reason },
      { label: 'Edit Subscriber', onSelect: fn(), disabledReason: reason },
    ],
  },
  decorators: WithActions.decorators,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Signage Studio account')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Acme Signs' }));
    const credits = await canvas.findByRole('button', { name: /^Edit Credits/ });
    // Instead of a form with nothing to edit, the action says why.
    await expect(credits).toHaveAccessibleDescription(reason);
    await userEvent.click(credits);
    await expect(args.actions?.[1]?.onSelect).not.toHaveBeenCalled();
  },
};
