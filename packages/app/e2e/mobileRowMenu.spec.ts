import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
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

test('on a phone, scrolled to the end of a company page, no row menu is under the floating Add button', async ({
  page,
}) => {
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await expect(add).toHaveClass(/ah-fab/);
  const kebabs = page.getByRole('button', { name: /^Actions for / });
  await expect(kebabs.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  // A tap at the centre of any row menu on screen reaches the menu, not the Add button over it.
  const underAdd = await kebabs.evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit?.closest('.ah-fab') != null;
      })
      .map((button) => button.getAttribute('aria-label')),
  );
  expect(underAdd).toEqual([]);
  // The last row menu of the page opens where it is.
  await kebabs.last().tap();
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();
});
