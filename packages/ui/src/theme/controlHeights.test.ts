import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

const THEME = fileURLToPath(new URL('./theme.scss', import.meta.url));
const ROOT_PX = 16;
const LINE_HEIGHT = 1.5;
const BORDER_PX = 1;

/** The declarations of the built theme's first rule for exactly `selector`, by property. */
function ruleOf(css: string, selector: string): Map<string, string> {
  const start = css.search(
    new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{`),
  );
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

const px = (value: string | undefined): number => {
  const rem = /^([\d.]+)rem$/.exec(value ?? '');
  if (!rem) throw new Error(`Not a rem value: ${value}`);
  return Number(rem[1]) * ROOT_PX;
};

/** A control's height as Bootstrap draws it: one line of text, its padding, its borders. */
const height = (fontSize: string | undefined, paddingY: string | undefined, borders: boolean) =>
  px(fontSize) * LINE_HEIGHT + 2 * px(paddingY) + (borders ? 2 * BORDER_PX : 0);

describe('the control heights of the built theme', () => {
  const css = compile(THEME, {
    loadPaths: [path.resolve(THEME, '../../../../../node_modules')],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  }).css;
  const root = ruleOf(css, ':root');

  it('exports the two heights as tokens, whole pixels on the 4 px grid', () => {
    expect([px(root.get('--ah-control-height')), px(root.get('--ah-control-height-sm'))]).toEqual([
      40, 32,
    ]);
  });

  it("draws Bootstrap's buttons, fields and menu items at those heights", () => {
    const btn = ruleOf(css, '.btn');
    const btnSm = ruleOf(css, '.btn-sm');
    const field = ruleOf(css, '.form-control');
    const fieldSm = ruleOf(css, '.form-control-sm');
    const menu = ruleOf(css, '.dropdown-menu');
    const [fieldPaddingY] = (field.get('padding') ?? '').split(' ');
    const [fieldSmPaddingY] = (fieldSm.get('padding') ?? '').split(' ');
    expect({
      button: height(btn.get('--bs-btn-font-size'), btn.get('--bs-btn-padding-y'), true),
      smallButton: height(btnSm.get('--bs-btn-font-size'), btnSm.get('--bs-btn-padding-y'), true),
      field: height(field.get('font-size'), fieldPaddingY, true),
      smallField: height(fieldSm.get('font-size'), fieldSmPaddingY, true),
      menuItem: height(
        menu.get('--bs-dropdown-font-size'),
        menu.get('--bs-dropdown-item-padding-y'),
        false,
      ),
    }).toEqual({ button: 40, smallButton: 32, field: 40, smallField: 32, menuItem: 32 });
  });
});
