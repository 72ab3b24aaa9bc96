import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LARGE_COMPANY_ID } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import {
  expectOneControlHeight,
  expectRowMenuHeights,
  expectTopBarHeights,
} from '../../testing/controlHeights.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';
import { inDark, onAPhone } from '@admin-hub/ui/storyVariants';

// Issue 37 on a company's page ('Megaplex Outdoor Network', 215 users, so its users have a
// search): the top bar, the header's actions, the users' search with its filters, the rows'
// menus and their items, each row of controls one height on the 4 px grid; at 1280 and 390 px,
// light and dark.
// (A line comment: a doc comment on meta would become its docs parameters and replace these.)
const meta = {
  title: 'Screens/Company Detail/Control Heights',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame({
    route: `/admin/companies/${LARGE_COMPANY_ID}`,
    path: '/admin/companies/:companyId',
  }),
  args: { companyId: LARGE_COMPANY_ID },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneHeightPerRow: Story = {
  parameters: {
    namedState: [
      { role: 'searchbox', name: "Search this company's users" },
      // The row menu the play measured, closed with Escape: focus back on its toggle.
      { role: 'button', name: /^Actions for /, expanded: false, focused: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    await expect(await expectTopBarHeights(canvasElement)).toBe(40);
    // On a phone 'Add' leaves the header for the floating button (.ah-fab), which stays in the
    // header's markup but is drawn docked in the tab bar: the ones drawn in the header.
    const header = canvasElement.querySelector('.ah-page-header__actions');
    await expect(
      await expectOneControlHeight(
        'page header actions',
        [...(header?.querySelectorAll('.btn') ?? [])].filter(
          (button) => button.checkVisibility() && !button.matches('.ah-fab'),
        ),
      ),
    ).toBe(40);
    // The users' search and its filters: a list's toolbar, on two lines.
    await expect(
      await expectOneControlHeight('user search and filters', [
        canvas.getByRole('searchbox', { name: "Search this company's users" }),
        ...canvasElement.querySelectorAll('.ah-filter-group__option'),
      ]),
    ).toBe(32);
    await expect(await expectRowMenuHeights(list)).toEqual({ buttons: 32, items: 32 });
  },
};

export const OneHeightPerRowInDark: Story = inDark(OneHeightPerRow);
export const OneHeightPerRowOnAPhone: Story = onAPhone(OneHeightPerRow);
export const OneHeightPerRowOnAPhoneInDark: Story = inDark(onAPhone(OneHeightPerRow));
