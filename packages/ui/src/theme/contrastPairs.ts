import { contrastRatio } from './contrastRatio.ts';

/**
 * What the partials draw on what, each pair with the WCAG minimum it is held to: text 4.5:1 (AA,
 * 1.4.3), the indicators of controls 3:1 (1.4.11). One list for the theme's test
 * (themeContrast.test.ts) and the Foundations/Colour page, so the page claims exactly what the
 * test holds.
 */
export interface ContrastPair {
  /** Token names without `--ah-`. */
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
}

const TEXT_ON: Record<string, readonly string[]> = {
  surface: ['text', 'heading', 'text-muted', 'accent', 'danger', 'success'],
  canvas: ['text', 'heading', 'text-muted', 'accent'],
  hover: ['text', 'heading', 'text-muted', 'accent', 'danger'],
  'accent-subtle': ['accent', 'heading', 'text'],
  highlight: ['text', 'heading'],
  'disabled-bg': ['text-muted'],
};
const INDICATORS_ON: Record<string, readonly string[]> = {
  surface: ['focus-ring', 'check-border'],
  canvas: ['focus-ring'],
};

const pairs = (on: Record<string, readonly string[]>, minimum: 4.5 | 3): ContrastPair[] =>
  Object.entries(on).flatMap(([background, foregrounds]) =>
    foregrounds.map((foreground) => ({ foreground, background, minimum })),
  );

const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...pairs(TEXT_ON, 4.5),
  ...pairs(INDICATORS_ON, 3),
];

/** A pair as the Colour page shows it: its ratio, the figure written and whether it meets its minimum. */
export interface ContrastRow extends ContrastPair {
  ratio: number;
  /** '7.9:1': cut, not rounded, to one decimal, so a figure shown never reads above the ratio. */
  figure: string;
  meets: boolean;
}

/** Every pair's contrast from the colours `colourOf` reads (a theme's tokens, by name). */
export function contrastRows(colourOf: (token: string) => string): ContrastRow[] {
  return CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(colourOf(pair.foreground), colourOf(pair.background));
    return {
      ...pair,
      ratio,
      figure: `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`,
      meets: ratio >= pair.minimum,
    };
  });
}
