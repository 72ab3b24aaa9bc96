import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  COLOR_TOKENS,
  ColorTokens,
  RadiiAndShadows,
  SpacingScale,
  TYPE_SCALE,
  TypeScale,
} from './Foundations.tsx';

/**
 * The design tokens every screen is drawn with (packages/ui/src/theme/_brand.scss and _tokens.scss):
 * written once as Sass, exported as `--ah-*` custom properties, and feeding Bootstrap's own
 * variables. Colours differ per theme (the toolbar's Theme switch, or the stories in dark below);
 * type, spacing, radii and shadows are the same in both.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenValue = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--ah-${name}`).trim();

export const Colours: Story = {
  parameters: {
    namedState: {
      skip: 'A reference sheet of tokens, not a state of the product: the play checks every token resolves',
    },
  },
  render: () => <ColorTokens />,
  play: async () => {
    // Every colour listed is a token the theme defines (a renamed token leaves an empty swatch).
    const missing = COLOR_TOKENS.filter(({ name }) => !/^#[0-9a-f]{3,6}$/i.test(tokenValue(name)));
    await expect(missing).toEqual([]);
    await expect(tokenValue('surface')).toBe('#fff');
  },
};

export const ColoursInDark: Story = {
  parameters: {
    namedState: {
      skip: 'A reference sheet of tokens, not a state of the product: the play checks every token resolves',
    },
  },
  ...Colours,
  globals: { theme: 'dark' },
  play: async () => {
    const missing = COLOR_TOKENS.filter(({ name }) => !/^#[0-9a-f]{3,6}$/i.test(tokenValue(name)));
    await expect(missing).toEqual([]);
    await expect(tokenValue('surface')).not.toBe('#fff');
  },
};

export const TypeScaleSteps: Story = {
  parameters: {
    namedState: {
      skip: 'A reference sheet of tokens, not a state of the product: the play checks each step is drawn at its size',
    },
  },
  name: 'Type scale',
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    // Each step renders at its whole-pixel size.
    const rendered = TYPE_SCALE.map(({ token }) => {
      const sample = canvasElement.querySelector(`[data-type-step="${token}"]`)!;
      return getComputedStyle(sample).fontSize;
    });
    await expect(rendered).toEqual(TYPE_SCALE.map(({ px }) => `${px}px`));
  },
};

export const Spacing: Story = {
  parameters: {
    namedState: {
      skip: 'A reference sheet of tokens, not a state of the product: the play measures each step',
    },
  },
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-space-step]')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([4, 8, 16, 24, 48]);
  },
};

export const RadiiShadowsAndFocus: Story = {
  parameters: {
    namedState: {
      skip: 'A reference sheet of tokens, not a state of the product: the play checks the token values',
    },
  },
  name: 'Radii, shadows and focus',
  render: () => <RadiiAndShadows />,
  play: async () => {
    await expect(tokenValue('focus-ring-width')).toBe('2px');
    await expect(Number.parseFloat(tokenValue('radius'))).toBe(0.5);
  },
};
