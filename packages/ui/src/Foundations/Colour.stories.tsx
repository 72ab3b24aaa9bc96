import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { contrastRatio } from '../theme/contrastRatio.ts';
import { ColourPalette } from './ColourPalette.tsx';

/** Each theme's colours and the contrast of every pair the product draws; docs in Colour.mdx. */
const meta = {
  title: 'Foundations/Colour',
  component: ColourPalette,
  parameters: { layout: 'padded' },
  args: { theme: 'light' },
} satisfies Meta<typeof ColourPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each row's figure checked against the sample beside it as the browser paints it (its computed
 * colour and background), not against the tokens the page read: a figure that does not describe
 * what is drawn fails.
 */
const play: Story['play'] = async ({ canvasElement }) => {
  const rows = await waitFor(async () => {
    const found = [...canvasElement.querySelectorAll<HTMLElement>('[data-pair]')];
    await expect(found.length).toBeGreaterThan(20);
    return found;
  });
  const wrong = rows.flatMap((row) => {
    const sample = getComputedStyle(row.querySelector('span')!);
    const painted = contrastRatio(sample.color, sample.backgroundColor);
    const shown = row.querySelector('[data-figure]')!.textContent;
    const expected = `${(Math.floor(painted * 10) / 10).toFixed(1)}:1`;
    const result = row.lastElementChild!.textContent;
    return shown === expected && result === 'Meets'
      ? []
      : [`${row.dataset.pair}: shows ${shown} ${result}, painted ${expected}`];
  });
  await expect(wrong).toEqual([]);
};

export const Light: Story = { play };

export const InDark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play,
};
