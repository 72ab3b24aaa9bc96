import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';
import { contrastRows } from './contrastPairs.ts';

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
  // The rows the Foundations/Colour page shows, each with the minimum it claims: the page computes
  // them from the same tokens in the browser, and this holds every figure it writes to its claim.
  const weak = (minimum: number) =>
    contrastRows(colour)
      .filter((row) => row.minimum === minimum)
      .filter((row) => !row.meets || Number.parseFloat(row.figure) < minimum)
      .map((row) => `${row.foreground} on ${row.background}: ${row.figure}`);

  it('sets every token as a colour', () => {
    expect(tokens.size).toBeGreaterThan(15);
  });

  it('draws text at 4.5:1 or more on every background it is drawn on', () => {
    expect(weak(4.5)).toEqual([]);
  });

  it('draws the focus ring and unticked boxes at 3:1 or more', () => {
    expect(weak(3)).toEqual([]);
  });
});
