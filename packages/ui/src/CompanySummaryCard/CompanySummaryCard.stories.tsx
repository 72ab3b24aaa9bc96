import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buildContentCompany } from '@admin-hub/api-mocks';
import { guideDocs } from '../guides/guide.ts';
import { inDark, onAPhone } from '../storyVariants/storyVariants.ts';
import { CompanySummaryCard } from './CompanySummaryCard.tsx';
import { companySummaryCardGuide } from './CompanySummaryCard.guide.ts';

const meta = {
  title: 'Components/Company Summary Card',
  component: CompanySummaryCard,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(companySummaryCardGuide) },
  argTypes: { contentCompany: { control: false } },
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
  parameters: { namedState: { text: 'admin@acme.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The company's name is the page's title (PageHeader); the card names the account.
    await expect(canvas.getByRole('heading', { name: 'Signage Studio account' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Acme Signs summary' })).toBeVisible();
    await expect(canvas.getByText('Pro')).toBeVisible();
    await expect(canvas.getByText('admin@acme.example')).toBeVisible();
    await expect(canvas.getByText('Content Downloads').nextElementSibling).toHaveTextContent('25');
    await expect(canvas.getByText('Custom Requests').nextElementSibling).toHaveTextContent('4');
  },
};

/** Credits of thousands and millions read with their digits grouped, as every number does. */
export const LargeCredits: Story = {
  parameters: { namedState: [{ text: '5,000' }, { text: '1,000,000' }] },
  args: {
    contentCompany: {
      status: 'loaded',
      data: buildContentCompany({ downloadCredits: 5000, requestCredits: 1000000 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Content Downloads').nextElementSibling).toHaveTextContent(
      /^5,000$/,
    );
    await expect(canvas.getByText('Custom Requests').nextElementSibling).toHaveTextContent(
      /^1,000,000$/,
    );
  },
};

export const LargeCreditsInDark: Story = inDark(LargeCredits);

export const LargeCreditsOnAPhone: Story = onAPhone(LargeCredits);

export const WithoutSubscriber: Story = {
  parameters: { namedState: { text: 'No subscriber' } },
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
  parameters: { namedState: { text: 'No Signage Studio account' } },
  args: { contentCompany: { status: 'loaded', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Signage Studio account')).toBeVisible();
    await expect(canvas.queryByText('Content Downloads')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Loading Signage Studio account' }] },
  args: { contentCompany: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Signage Studio account',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { namedState: { text: 'The Signage Studio account could not be loaded' } },
  args: { contentCompany: { status: 'failed', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The Signage Studio account could not be loaded'),
    ).toBeVisible();
  },
};
