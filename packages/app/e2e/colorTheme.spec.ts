import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

/** The app's entry chunk: held back, the page is what the HTML (its inline theme script and splash) and the stylesheet paint. */
const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/;

/** The relative luminance (0 black, 1 white) of the pixel at (x, y) of a capture of the page. */
async function paintedLuminance(page: Page, x: number, y: number): Promise<number> {
  const image = PNG.sync.read(await page.screenshot({ clip: { x, y, width: 1, height: 1 } }));
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r = 0, g = 0, b = 0] = image.data;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the first paint of /admin/users is dark, before any of the app runs', async ({ page }) => {
    await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ENTRY_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/users', { waitUntil: 'commit' });
    // The stylesheet blocks rendering: once it applies, the first frame is what the user sees.
    await page.waitForFunction(() => document.styleSheets.length > 0 && document.body !== null);
    // The splash is the HTML's own; the canvas around its centred logo is the theme's.
    await expect(page.locator('#root .ah-splash')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await paintedLuminance(page, 640, 160)).toBeLessThan(0.05);

    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Users/ })).toBeVisible({
      timeout: 30_000,
    });
    expect(await paintedLuminance(page, 1260, 400)).toBeLessThan(0.05);
  });
});

test('the theme chosen in the profile menu survives a reload, and System follows the system again', async ({
  page,
}) => {
  await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
  const heading = page.getByRole('heading', { level: 1, name: /^Users/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');

  const choose = async (label: 'Dark' | 'System') => {
    await page.getByRole('button', { name: /^Profile menu for / }).click();
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('button', { name: label }).click();
    await expect(theme.getByRole('button', { name: label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
  };

  await choose('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  expect(await paintedLuminance(page, 1260, 400)).toBeLessThan(0.05);

  await choose('System');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  expect(await paintedLuminance(page, 1260, 400)).toBeGreaterThan(0.8);
});
