import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { expect, test } from './fixtures.ts';
import { DEMO_APP_CONFIG, signInAt } from './session.ts';

/*
 * Toasts open in the top bar's band (theme/_toasts.scss): they cover no control of the page,
 * not the Retry that answers a failed load, nor the row a jump has just brought into view.
 */

const FAULTS_URL = new URL('/__faults', DEMO_APP_CONFIG.api.main).href;

async function failWithServerError(request: APIRequestContext, endpoint: string) {
  const response = await request.post(FAULTS_URL, { data: { endpoint, fault: 'serverError' } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  expect((await request.delete(FAULTS_URL)).ok()).toBe(true);
});

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** What is drawn at the centre of `target`: itself (or a part of it), or what covers it. */
const drawnAtCentre = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && element.contains(hit) ? 'itself' : (hit?.className.toString() ?? 'nothing');
  });

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the error toast of a failed list leaves its Retry uncovered`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
    await failWithServerError(request, 'GET /users');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();

    // The final error, after the read's retries, and its toast at the same time.
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expect(toast(page, 'Error loading users')).toBeVisible();
    expect(await drawnAtCentre(retry)).toBe('itself');
  });
}

// A small phone's screen (iPhone SE): the found row, scrolled to its middle, was under the
// second of two toasts opened below the top bar.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width} px, two toasts at once leave the row a jump brought into view uncovered`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
    // The company page's other two reads fail after their retries, while its users load.
    await failWithServerError(request, 'scheduler:GET /signs');
    await failWithServerError(request, 'content:GET /company/:id');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Search companies and users' })
      .click();
    const jumpBox = page.getByRole('dialog', { name: 'Jump To' });
    await expect(jumpBox.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('zella heller');
    await jumpBox.getByRole('option', { name: /^Zella Heller/ }).click();

    const row = page.getByRole('list', { name: 'Users' }).locator('li[aria-current="true"]');
    await expect(row).toContainText('Zella Heller', { timeout: 30_000 });
    await expect(row).toBeInViewport();
    const toasts = page.locator('.Toastify__toast');
    await expect(toasts).toHaveCount(2, { timeout: 20_000 });
    await expect(toast(page, 'Error loading scheduler signs')).toBeVisible();

    const rowBox = await row.boundingBox();
    const toastBoxes = await toasts.evaluateAll((elements) =>
      elements.map((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      }),
    );
    const overlapping = toastBoxes.filter(
      (box) =>
        rowBox !== null &&
        box.top < rowBox.y + rowBox.height &&
        box.bottom > rowBox.y &&
        box.left < rowBox.x + rowBox.width &&
        box.right > rowBox.x,
    );
    expect(overlapping).toEqual([]);
    expect(await drawnAtCentre(row)).toBe('itself');
  });
}
