import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

/** The relative luminance (0 black, 1 white) of a pixel of a capture of the page. */
async function paintedLuminance(page: Page, x: number, y: number): Promise<number> {
  const image = PNG.sync.read(
    await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } }),
  );
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r = 0, g = 0, b = 0] = image.data;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The contrast, from the screen's pixels, between a dialog's edge (the 1 px ring just outside its
 * box, left side, halfway down) and the dimmed page: the brightest of three of the backdrop's
 * pixels over plain ground, clear of the dialog's shadow and of text (the top bar's corner, the
 * side navigation's foot, the canvas right of the page's column).
 */
async function edgeContrast(page: Page, box: Locator): Promise<number> {
  // The opening transition slides the box in: measure where it came to rest.
  await expect(box).toBeVisible();
  await page.waitForTimeout(400);
  const rect = await box.boundingBox();
  if (!rect) throw new Error('The dialog has no box');
  const y = rect.y + rect.height / 2;
  const edge = await paintedLuminance(page, rect.x - 1, y);
  const backdrop = Math.max(
    await paintedLuminance(page, 4, 4),
    await paintedLuminance(page, 4, 700),
    await paintedLuminance(page, 1276, 700),
  );
  return contrast(edge, backdrop);
}

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a dialog and the jump box stand out from the dimmed page: an edge at 3:1 or more', async ({
    page,
  }) => {
    const email = 'priya.raman@acme.example';
    await signInAt(page, `/admin/users?search=${email}`, DEMO_SUPER_ADMIN.email);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');

    await page.getByRole('button', { name: `Actions for ${email}` }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit user' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    expect(await edgeContrast(page, edit.locator('.modal-content'))).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.keyboard.press('Control+K');
    const jump = page.getByRole('dialog', { name: 'Jump To' });
    await expect(jump.getByRole('combobox')).toBeFocused();
    expect(await edgeContrast(page, jump.locator('.modal-content'))).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect(jump).toBeHidden();
  });
});
