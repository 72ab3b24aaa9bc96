import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SpacingRadiiElevation } from './SpacingRadiiElevation.tsx';

/** Spacing, control heights, radii, elevation and focus; docs in SpacingRadiiElevation.mdx. */
const meta = {
  title: 'Foundations/Spacing, Radii and Elevation',
  component: SpacingRadiiElevation,
  parameters: { layout: 'padded' },
  args: { theme: 'light' },
} satisfies Meta<typeof SpacingRadiiElevation>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const figures = (selector: string) =>
    [...canvasElement.querySelectorAll(`${selector} [data-measure]`)].map((f) => f.textContent);
  await waitFor(() =>
    expect(figures('[data-space-step]')).toEqual(['4 px', '8 px', '16 px', '24 px', '48 px']),
  );
  // The two control heights, as a button of each size is drawn.
  await expect(figures('[data-control-height]')).toEqual(['40 px', '32 px']);
  const shadows = [...canvasElement.querySelectorAll('[data-elevation] figure > div')].map(
    (tile) => getComputedStyle(tile).boxShadow,
  );
  await expect(shadows).toHaveLength(3);
  await expect(shadows.filter((shadow) => shadow === 'none')).toEqual([]);
};

export const Light: Story = { play };

export const InDark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play,
};
