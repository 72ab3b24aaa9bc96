import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone, the last row's menu opens above the tab bar without moving the page", async ({
  page,
}) => {
  await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
  const kebabs = page.getByRole('button', { name: /^Actions for / });
  await expect(kebabs).toHaveCount(40, { timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await kebabs.last().tap();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('button', { name: 'Delete' })).toBeVisible();
  // A first frame of the menu past the right edge once widened the page and scrolled it ~340 px.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const box = await menu.boundingBox();
  expect(box && tabBar && box.y + box.height).toBeLessThanOrEqual(tabBar?.y ?? 0);
});
