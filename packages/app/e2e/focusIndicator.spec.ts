import type { Locator, Page } from '@playwright/test';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

// WCAG 2.2 asks a focus indicator of at least 2 px (SC 2.4.13) at 3:1 against what surrounds it
// (SC 1.4.11). Every Tab stop of a page and of a dialog is read as the browser paints it.

interface FocusRing {
  name: string;
  /** The outline's width in px; 0 when the element draws none. */
  width: number;
  /** The outline's colour against the surface it is drawn on (1 when there is no outline). */
  contrast: number;
}

/** The focused element's outline and its contrast with the first painted surface under it. */
const readFocusRing = (page: Page): Promise<FocusRing | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // Not a Tab stop but a target of focus moved by script (a dialog's own box, where its focus
    // trap sends a Tab past its last control): not a control, so not what this test reads.
    if (element.getAttribute('tabindex') === '-1') return null;
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(element);
    const name = `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`;
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    if (width === 0) return { name, width, contrast: 1 };
    // A ring drawn inside the element (negative offset) lies on the element's own background.
    const layers: Rgba[] = [];
    let node: Element | null =
      parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    for (; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] >= 1) break;
    }
    const surface = layers.reduceRight<Rgba>(
      (below, layer) => over(layer, below),
      [255, 255, 255, 1],
    );
    const ring = over(parse(style.outlineColor), surface);
    const [a, b] = [luminance(ring), luminance(surface)];
    return { name, width, contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
  });

/** Presses Tab `presses` times within `scope`, reading every focus indicator on the way. */
async function tabThrough(page: Page, scope: Locator, presses: number) {
  const seen = new Map<string, FocusRing>();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focusedInside = await scope.evaluate((root) => root.contains(document.activeElement));
    const ring = focusedInside ? await readFocusRing(page) : null;
    if (ring) seen.set(ring.name, ring);
  }
  return [...seen.values()];
}

const weak = (rings: readonly FocusRing[]) =>
  rings
    .filter((ring) => ring.width < 2 || ring.contrast < 3)
    .map((ring) => `${ring.name}: ${ring.width}px at ${ring.contrast.toFixed(2)}:1`);

// In both themes: the system's colour scheme picks the theme while nothing is chosen.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('every control of the users page and of Edit user shows a 2 px focus ring at 3:1 or more', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
      await expect(page.getByRole('heading', { level: 1, name: /^Users/ })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(40);

      // Top bar, navigation, search, sort, pagers, row checkboxes and row menus.
      const onPage = await tabThrough(page, page.locator('body'), 30);
      expect(onPage.length, 'distinct controls reached by Tab').toBeGreaterThan(15);
      expect(weak(onPage)).toEqual([]);

      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Edit user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit user' });
      await expect(dialog.getByRole('textbox').first()).toBeFocused();
      const inDialog = await tabThrough(page, dialog, 8);
      expect(inDialog.length, 'distinct controls of the dialog reached by Tab').toBeGreaterThan(3);
      expect(weak(inDialog)).toEqual([]);
    });
  });
}
