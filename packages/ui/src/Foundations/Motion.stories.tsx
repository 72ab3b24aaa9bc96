import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MotionSamples, MotionTokens } from './MotionTokens.tsx';

/** The motion tokens and the product's looping movements; docs in Motion.mdx. */
const meta = {
  title: 'Foundations/Motion',
  component: MotionTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const values = () =>
      [...canvasElement.querySelectorAll('[data-measure="value"]')].map((v) => v.textContent);
    await waitFor(() =>
      expect(values()).toEqual([
        '150 ms',
        '1200 ms',
        '1600 ms',
        '2500 ms',
        'ease-in-out',
        'ease-out',
      ]),
    );
  },
};

export const Samples: Story = {
  render: () => <MotionSamples />,
  play: async ({ canvasElement }) => {
    // The skeleton breathes with the token's duration, and stands still when reduced motion is
    // asked for (as in the test runner).
    const skeleton = getComputedStyle(canvasElement.querySelector('.ah-skeleton')!);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(skeleton.animationName).toBe(reduced ? 'none' : 'ah-skeleton-pulse');
    if (!reduced) await expect(Number.parseFloat(skeleton.animationDuration)).toBe(1.6);
  },
};
