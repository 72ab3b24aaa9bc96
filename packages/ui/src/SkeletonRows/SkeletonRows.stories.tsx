import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buildCompany, buildUser } from '@admin-hub/api-mocks';
import { CompanyList } from '../CompanyList/index.ts';
import { UserList } from '../UserList/index.ts';
import { SkeletonRows } from './SkeletonRows.tsx';
import { skeletonRowsGuide } from './SkeletonRows.guide.ts';
import { guideDocs } from '../guides/guide.ts';

const meta = {
  title: 'Components/Skeleton Rows',
  component: SkeletonRows,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(skeletonRowsGuide) },
  args: { count: 4 },
} satisfies Meta<typeof SkeletonRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeights = (list: Element | null) =>
  [...(list?.querySelectorAll(':scope > li') ?? [])].map(
    (row) => row.getBoundingClientRect().height,
  );

/** Beside the users they stand in for: each row as tall as the real one in its place. */
export const UserRows: Story = {
  parameters: { namedState: { role: 'list', name: 'Users' } },
  args: { selectable: true },
  render: (args) => (
    <div className="d-flex gap-3">
      <div className="flex-grow-1" data-testid="skeleton">
        <SkeletonRows {...args} />
      </div>
      <div className="flex-grow-1" data-testid="real">
        <UserList
          users={[buildUser({ id: 'u1' }), buildUser({ id: 'u2' })]}
          label="Users"
          onSelectionChange={fn()}
          companyHref={() => '/admin/companies/1'}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton').querySelector('ul');
    // Decoration: nothing of it reaches a screen reader.
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(rowHeights(skeleton).slice(0, 2)).toEqual(rowHeights(list));
    // 'Select all' above the rows takes the same room too: the first rows start level.
    await expect(skeleton!.getBoundingClientRect().top).toBeCloseTo(
      list.getBoundingClientRect().top,
      0,
    );
  },
};

export const CompanyRows: Story = {
  parameters: { namedState: { role: 'list', name: 'Companies' } },
  render: (args) => (
    <div className="d-flex gap-3">
      <div className="flex-grow-1" data-testid="skeleton">
        <SkeletonRows {...args} />
      </div>
      <div className="flex-grow-1">
        <CompanyList
          companies={[buildCompany({ id: 1 }), buildCompany({ id: 2 })]}
          label="Companies"
          companyHref={() => '/admin/companies/1'}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const real = rowHeights(canvas.getByRole('list', { name: 'Companies' }));
    const skeleton = canvas.getByTestId('skeleton').querySelector('ul');
    await expect(rowHeights(skeleton).slice(0, 2)).toEqual(real);
  },
};

/** The CSS rules of the page that hold `property` for `selector`, and the media they apply under. */
function rulesFor(selector: string) {
  const found: { media: string; style: CSSStyleDeclaration }[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && rule.selectorText === selector) {
        found.push({ media, style: rule.style });
      }
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules, '');
  return found;
}

const seconds = (time: string) =>
  time.endsWith('ms') ? parseFloat(time) / 1000 : parseFloat(time);

/**
 * The pulse costs nothing unseen: one animation per skeleton (on the list, and on the header of
 * a selectable one), not one per bar; starting only after 400 ms, so a load over sooner never
 * animates; and none under reduced motion, as this runner's browser asks (and nested skeletons
 * pulse with their parent).
 */
export const PulsesOnlyAfterAMoment: Story = {
  args: { selectable: true, count: 10 },
  parameters: {
    screenshot: { skip: 'the rows of User Rows; what this checks is the pulse, not a picture' },
    namedState: {
      skip: 'decoration only (aria-hidden, no text): nothing to find by role or text; the play checks its pulse rules',
    },
  },
  play: async ({ canvasElement }) => {
    const pulsing = canvasElement.querySelectorAll('.ah-skeleton-pulse');
    await expect(pulsing).toHaveLength(2);
    // No bar has an animation of its own, under any media.
    for (const { style } of rulesFor('.ah-skeleton')) {
      await expect(style.animationName || 'none').toBe('none');
    }
    const pulse = rulesFor('.ah-skeleton-pulse').filter(({ style }) => style.animationName);
    await expect(pulse.map(({ media }) => media)).toEqual([
      '(prefers-reduced-motion: no-preference)',
    ]);
    await expect(seconds(pulse[0]!.style.animationDelay)).toBeGreaterThanOrEqual(0.4);
    await expect(rulesFor('.ah-skeleton-pulse .ah-skeleton-pulse')[0]?.style.animationName).toBe(
      'none',
    );
    // This browser asks for reduced motion: nothing of the skeleton moves.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      for (const element of canvasElement.querySelectorAll('*')) {
        await expect(getComputedStyle(element).animationName).toBe('none');
      }
    }
  },
};
