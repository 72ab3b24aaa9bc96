import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

const THEME = fileURLToPath(new URL('./theme.scss', import.meta.url));

/** The `--ah-*` colours the rule blocks of the built theme for `selector` set, by name. */
function tokensOf(css: string, selector: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (let start = css.indexOf(`${selector} {`); start >= 0;) {
    const block = css.slice(start, css.indexOf('}', start));
    for (const m of block.matchAll(/--ah-([\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)) {
      tokens.set(m[1]!, m[2]!);
    }
    start = css.indexOf(`${selector} {`, start + 1);
  }
  return tokens;
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// What the partials draw on what: text (AA, 4.5:1) and the indicators of controls (3:1).
const TEXT_ON = {
  surface: ['text', 'heading', 'text-muted', 'accent', 'danger', 'success'],
  canvas: ['text', 'heading', 'text-muted', 'accent'],
  hover: ['text', 'heading', 'text-muted', 'accent', 'danger'],
  'accent-subtle': ['accent', 'heading', 'text'],
  highlight: ['text', 'heading'],
  'disabled-bg': ['text-muted'],
} as const;
const INDICATORS_ON = { surface: ['focus-ring', 'check-border'], canvas: ['focus-ring'] } as const;

describe.each([
  ['light', ':root,\n[data-bs-theme=light]'],
  ['dark', '[data-bs-theme=dark]'],
])('the %s theme', (_name, selector) => {
  const css = compile(THEME, {
    loadPaths: [path.resolve(THEME, '../../../../../node_modules')],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  }).css;
  const tokens = tokensOf(css, selector);
  const colour = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`--ah-${name} is not in ${selector}`);
    return value;
  };
  const weak = (pairs: Record<string, readonly string[]>, minimum: number) =>
    Object.entries(pairs).flatMap(([background, foregrounds]) =>
      foregrounds
        .map((fg) => ({
          pair: `${fg} on ${background}`,
          ratio: contrast(colour(fg), colour(background)),
        }))
        .filter(({ ratio }) => ratio < minimum)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`),
    );

  it('sets every token as a colour', () => {
    expect(tokens.size).toBeGreaterThan(15);
  });

  it('draws text at 4.5:1 or more on every background it is drawn on', () => {
    expect(weak(TEXT_ON, 4.5)).toEqual([]);
  });

  it('draws the focus ring and unticked boxes at 3:1 or more', () => {
    expect(weak(INDICATORS_ON, 3)).toEqual([]);
  });
});
