import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

const THEME = fileURLToPath(new URL('./theme.scss', import.meta.url));
const ROOT_PX = 16;
/** The scale of _brand.scss, in px; the status pages' large '404' is a display size of its own. */
const SCALE = new Set([12, 13, 15, 18, 20, 24, 28, 32]);
const DISPLAY = new Set([72]);

/** Every font size the built theme sets, as written: `font-size: …` and `--bs-*-font-size: …`. */
function fontSizes(css: string): string[] {
  return [...css.matchAll(/(?:^|[;{\s])(?:--[\w-]*font-size|font-size)\s*:\s*([^;}]+)/g)].map(
    (match) => match[1]!.replace('!important', '').trim(),
  );
}

/** The size in px, or null for a value that is not a fixed size (inherit, a custom property). */
function pixels(value: string): number | null {
  const rem = /^([\d.]+)rem$/.exec(value);
  if (rem) return Number(rem[1]) * ROOT_PX;
  const px = /^([\d.]+)px$/.exec(value);
  if (px) return Number(px[1]);
  return null;
}

describe('the type scale of the built theme', () => {
  const css = compile(THEME, {
    loadPaths: [path.resolve(THEME, '../../../../../node_modules')],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  }).css;
  const values = [...new Set(fontSizes(css))];

  it('finds the font sizes it checks', () => {
    expect(values.length).toBeGreaterThan(10);
  });

  it('sets every size in whole pixels, on the scale, with no relative or fluid size', () => {
    const allowedOther = new Set(['inherit', 'var(--bs-body-font-size)', '1em', '100%']);
    const off = values.filter((value) => {
      if (value.startsWith('var(--')) return false;
      if (allowedOther.has(value)) return false;
      const size = pixels(value);
      return size === null || !(SCALE.has(size) || DISPLAY.has(size));
    });
    expect(off).toEqual([]);
  });
});
