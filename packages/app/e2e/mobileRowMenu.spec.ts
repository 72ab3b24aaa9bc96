import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import type { Page } from '@playwright/test';
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

/**
 * The row menus and page buttons on screen (centre between the top bar and the tab bar) that
 * something else covers: `elementFromPoint` at the centre is not the control or inside it.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const bottom =
      document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().top ??
      window.innerHeight;
    const controls = [
      ...document.querySelectorAll<HTMLElement>('main button, main a[href]'),
    ].filter((control) =>
      /^Actions for |^Export CSV$/.test(
        control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
      ),
    );
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // A centre within a pixel of a bar's edge may hit the bar: with the 32 px controls one
      // kebab's centre came 0.75 px above the tab bar at 600 px (778.25, bar at 779).
      if (box.width === 0 || y <= top + 1 || y >= bottom - 1) return [];
      const hit = document.elementFromPoint(x, y);
      return hit && control.contains(hit)
        ? []
        : [
            `${control.getAttribute('aria-label') ?? control.textContent?.trim()} under ${hit?.className.toString() ?? 'nothing'} at ${Math.round(window.scrollY)} (centre ${y}, bar ${bottom})`,
          ];
    });
  });

/** Scrolled to 0, 200, 400, 600 px and the end: nothing covers a row's ⋮ or 'Export CSV'. */
async function expectNothingCovered(page: Page) {
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible({
    timeout: 30_000,
  });
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(end).toBeGreaterThan(600);
  const covered: string[] = [];
  for (const y of [0, 200, 400, 600, end]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    covered.push(...(await coveredControls(page)));
  }
  expect(covered).toEqual([]);
}

test('on a phone, the floating Add covers no row menu and no page button at any scroll position', async ({
  page,
}) => {
  test.slow();
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toHaveClass(/ah-fab/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectNothingCovered(page);
  // The last row menu of the page opens where it is.
  await page
    .getByRole('button', { name: /^Actions for / })
    .last()
    .tap();
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();

  await signInAt(page, '/admin/companies/1', DEMO_SUPER_ADMIN.email);
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveClass(/ah-fab/, {
    timeout: 30_000,
  });
  await expectNothingCovered(page);

  // The users list has no Add: its rows' menus and Export CSV stay clear of the bars too.
  await page.goto('/admin/users');
  await expectNothingCovered(page);
});
