import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import {
  expectOneControlHeight,
  expectRowMenuHeights,
  expectTopBarHeights,
} from '../../testing/controlHeights.ts';
import { UsersScreen } from './UsersScreen.tsx';
import { inDark, onAPhone } from '@admin-hub/ui/storyVariants';

// Issue 37: every control of a row is one height, whole pixels on the 4 px grid, from the
// theme's two control heights (40 px the top bar, 32 px a list's toolbar, its pager, a row's menu
// button and a menu's items). Measured as drawn, on the users list at 1280 and 390 px, light and
// dark.
// (A line comment: a doc comment on meta would become its docs parameters and replace these.)
const meta = {
  title: 'Screens/Users/Control Heights',
  component: UsersScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame({ route: '/admin/users', path: '/admin/users' }),
  args: {},
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneHeightPerRow: Story = {
  parameters: {
    namedState: [
      { role: 'searchbox', name: 'Search users' },
      // The row menu the play measured, closed with Escape: focus back on its toggle.
      { role: 'button', name: /^Actions for /, expanded: false, focused: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    await expect(await expectTopBarHeights(canvasElement)).toBe(40);
    await expect(
      await expectOneControlHeight('list toolbar', [
        canvas.getByRole('searchbox', { name: 'Search users' }),
        canvas.getByRole('button', { name: /^Sort users: / }),
      ]),
    ).toBe(32);
    const pager = canvas.getByRole('navigation', { name: 'Pages of users, above the list' });
    await expect(await expectOneControlHeight('pager', within(pager).getAllByRole('button'))).toBe(
      32,
    );
    await expect(await expectRowMenuHeights(list)).toEqual({ buttons: 32, items: 32 });
  },
};

export const OneHeightPerRowInDark: Story = inDark(OneHeightPerRow);
export const OneHeightPerRowOnAPhone: Story = onAPhone(OneHeightPerRow);
export const OneHeightPerRowOnAPhoneInDark: Story = inDark(onAPhone(OneHeightPerRow));
