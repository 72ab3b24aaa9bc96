import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Whole pixels on the 4 px grid (the theme's control heights, _brand.scss). */
const GRID_PX = 4;

/**
 * The controls of one row are one height, in whole pixels on the 4 px grid: measured as drawn
 * (`getBoundingClientRect`), so a border, a line height or a padding that breaks it shows here.
 * Returns the height.
 */
export async function expectOneControlHeight(
  row: string,
  controls: readonly Element[],
): Promise<number> {
  await expect({ row, found: controls.length > 0 }).toEqual({ row, found: true });
  const heights = controls.map((control) => control.getBoundingClientRect().height);
  const height = heights[0]!;
  await expect({ row, heights }).toEqual({ row, heights: heights.map(() => height) });
  await expect({ row, height, onGrid: Number.isInteger(height) && height % GRID_PX === 0 }).toEqual(
    { row, height, onGrid: true },
  );
  return height;
}

/** The top bar's search button and profile menu: one row, one height. */
export async function expectTopBarHeights(canvasElement: HTMLElement): Promise<number> {
  const canvas = within(canvasElement);
  return expectOneControlHeight('top bar', [
    await canvas.findByRole('button', { name: 'Search companies and users' }, { timeout: 5000 }),
    await canvas.findByRole('button', { name: /^Profile menu for / }, { timeout: 5000 }),
  ]);
}

/** A row's menu buttons (`Actions for …`) in `list`, then the items of the first one's menu. */
export async function expectRowMenuHeights(
  list: HTMLElement,
): Promise<{ buttons: number; items: number }> {
  const toggles = within(list).getAllByRole('button', { name: /^Actions for / });
  const buttons = await expectOneControlHeight('row menu buttons', toggles);
  const [first] = toggles;
  await userEvent.click(first!);
  const menu = await waitFor(() => {
    const shown = first!.parentElement?.querySelector<HTMLElement>('.dropdown-menu.show');
    if (!shown) throw new Error('The row menu did not open');
    return shown;
  });
  // An unavailable action is two lines, its reason under it: a taller item on purpose.
  const items = await expectOneControlHeight('menu items', [
    ...menu.querySelectorAll('.dropdown-item:not(.ah-action-unavailable)'),
  ]);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(first).toHaveFocus());
  return { buttons, items };
}
