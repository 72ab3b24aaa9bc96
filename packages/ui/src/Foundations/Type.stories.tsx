import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TYPE_SCALE, TypeScale } from './TypeScale.tsx';

/** The type scale (_brand.scss), its docs page in Type.mdx. */
const meta = {
  title: 'Foundations/Type',
  component: TypeScale,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

const measured = (canvas: HTMLElement, what: string) =>
  TYPE_SCALE.map(
    ({ token }) =>
      canvas.querySelector(`[data-type-step="${token}"] [data-measure="${what}"]`)?.textContent,
  );

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    // The figures are the browser's own, read from each sample: whole pixels on the scale, the
    // weights the theme gives each step, and a line height for every step.
    await waitFor(() =>
      expect(measured(canvasElement, 'size')).toEqual([
        '24 px',
        '20 px',
        '18 px',
        '15 px',
        '13 px',
        '12 px',
      ]),
    );
    await expect(measured(canvasElement, 'weight')).toEqual([
      '600',
      '600',
      '600',
      '400',
      '400',
      '600',
    ]);
    await expect(measured(canvasElement, 'line-height')).toEqual([
      '28.8 px',
      '24 px',
      '21.6 px',
      '22.5 px',
      '19.5 px',
      '12 px',
    ]);
  },
};
