import { DEMO_ADMIN, DEMO_SUPER_ADMIN, LARGE_COMPANY_ID } from '@admin-hub/api-mocks';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

const jumpBox = (page: Page) => page.getByRole('dialog', { name: 'Jump To' });

test('Ctrl-K opens a company: part of its name, Enter, its page', async ({ page }) => {
  await signInAt(page, '/admin/users', DEMO_SUPER_ADMIN.email);
  // The shortcut listens once the role is known, as the top bar's button shows.
  await expect(page.getByRole('button', { name: 'Search companies and users' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const box = jumpBox(page);
  await expect(box.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('plex outdoor');
  await expect(box.getByRole('option', { name: /^Megaplex Outdoor Network/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Megaplex Outdoor Network' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/companies/${LARGE_COMPANY_ID}`);
  await expect(box).toBeHidden();

  // Opened again, empty: the choice comes first.
  await page.keyboard.press('Control+K');
  await expect(
    jumpBox(page).getByRole('group', { name: 'Recent' }).getByRole('option').first(),
  ).toHaveText(/^Megaplex Outdoor Network/);
  await page.keyboard.press('Escape');
  await expect(jumpBox(page)).toBeHidden();
});

test("a user opens on their company's page, scrolled to and marked, past the first 200", async ({
  page,
}) => {
  await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Search companies and users' }).click();
  // The box's code arrives at this first use: type once its field has focus.
  await expect(jumpBox(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type('zella heller');
  await jumpBox(page)
    .getByRole('option', { name: /^Zella Heller/ })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Megaplex Outdoor Network' }),
  ).toBeVisible();
  const row = page.getByRole('list', { name: 'Users' }).locator('li[aria-current="true"]');
  await expect(row).toContainText('Zella Heller');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
});

test("a company admin finds only their own company's users", async ({ page }) => {
  const searches: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/users') && url.searchParams.has('search')) searches.push(url);
  });
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Search users' }).click();
  await expect(jumpBox(page).getByRole('combobox', { name: 'Search users' })).toBeFocused();
  await page.keyboard.type('jordan');
  await jumpBox(page)
    .getByRole('option', { name: /^Jordan Lee/ })
    .click();

  await expect(page).toHaveURL(/\/admin\/my-company\?user=/);
  await expect(
    page.getByRole('list', { name: 'Users' }).locator('li[aria-current="true"]'),
  ).toContainText('Jordan Lee');
  expect(searches.map((url) => url.searchParams.get('companyId'))).toEqual(['1']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search button in the top bar opens the same box', async ({ page }) => {
    await signInAt(page, '/home', DEMO_SUPER_ADMIN.email);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Search companies and users' })
      .tap();
    const box = jumpBox(page);
    await expect(box.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('megaplex');
    await box.getByRole('option', { name: /^Megaplex Outdoor Network/ }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Megaplex Outdoor Network' }),
    ).toBeVisible();
  });
});

test('a dialog stays with the page that opened it: after a list invite, Ctrl-K to another company opens none', async ({
  page,
}) => {
  await signInAt(page, '/admin/companies/7', DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Add', exact: true }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Users from a list' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await invite
    .getByRole('textbox', { name: 'Email addresses' })
    .fill('e2e.jump-after-invite@list.example');
  await invite.getByRole('button', { name: 'Invite 1 user' }).click();
  await expect(
    page.getByRole('region', { name: /^Invite Users/ }).getByText('Created: 1'),
  ).toBeVisible({
    timeout: 20_000,
  });

  await page.keyboard.press('Control+K');
  await expect(jumpBox(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type('plex outdoor');
  await expect(
    jumpBox(page).getByRole('option', { name: /^Megaplex Outdoor Network/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Megaplex Outdoor Network' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Invite Users/ })).toHaveCount(0);
});
