import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildContentCompany } from '@admin-hub/api-mocks';
import { CompanySummaryCard } from '../CompanySummaryCard/CompanySummaryCard.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { guideDocs } from '../guides/guide.ts';
import { CompanyPageSkeleton } from './CompanyPageSkeleton.tsx';
import { companyPageSkeletonGuide } from './CompanyPageSkeleton.guide.ts';

const meta = {
  title: 'Components/Company Page Skeleton',
  component: CompanyPageSkeleton,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(companyPageSkeletonGuide) },
  args: { breadcrumb: true },
} satisfies Meta<typeof CompanyPageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element | null | undefined) => element!.getBoundingClientRect();

/** A super admin's company page (with the trail) loading. */
export const Loading: Story = {
  parameters: {
    namedState: {
      skip: 'decoration only (aria-hidden, no text): nothing to find by role or text; the play checks it is drawn and hidden from screen readers',
    },
  },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('.ah-company-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton!.querySelectorAll('.ah-skeleton').length).toBeGreaterThan(10);
  },
};

/** Beside the header and card that replace it: each part as tall as the real one, level with it. */
export const BesideTheLoadedPage: Story = {
  // The loaded half (the skeleton half is aria-hidden; the play measures it against this one).
  parameters: {
    namedState: [
      { role: 'heading', name: 'Acme Signs' },
      { role: 'button', name: 'Actions' },
    ],
  },
  render: (args) => (
    <div className="d-flex gap-3 align-items-start">
      <div className="flex-grow-1 w-50" data-testid="skeleton">
        <CompanyPageSkeleton {...args} />
      </div>
      <div className="flex-grow-1 w-50" data-testid="real">
        <PageHeader
          title="Acme Signs"
          breadcrumb={[{ label: 'Companies', href: '/admin/companies' }]}
          actions={
            <>
              <button type="button" className="btn btn-primary">
                Add
              </button>
              <button type="button" className="btn btn-outline-secondary">
                Actions
              </button>
            </>
          }
        />
        <CompanySummaryCard
          companyName="Acme Signs"
          productName="Signage Studio"
          contentCompany={{ status: 'loaded', data: buildContentCompany() }}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton');
    const real = canvas.getByTestId('real');
    const parts = (root: HTMLElement) => ({
      header: box(root.querySelector('.ah-page-header')),
      button: box(root.querySelector('.ah-page-header__actions > *')),
      card: box(root.querySelector('.card')),
    });
    const [drawn, loaded] = [parts(skeleton), parts(real)];
    await expect(drawn.header.height).toBeCloseTo(loaded.header.height, 0);
    await expect(drawn.button.height).toBeCloseTo(loaded.button.height, 0);
    await expect(drawn.card.top).toBeCloseTo(loaded.card.top, 0);
    await expect(drawn.card.height).toBeCloseTo(loaded.card.height, 0);
  },
};
