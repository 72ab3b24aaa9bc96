import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN, SCALE_COMPANY } from '@admin-hub/api-mocks';
import { signInAt } from './session.ts';

const EMAIL = /[\w.-]+@globex-signage-network\.example/;

test('the 10,000-user company: Show More reaches the last user with few rows in the page, and the search finds them', async ({
  page,
}) => {
  // Fifty pages of 200 users from the mock API, on a machine other tests share.
  test.setTimeout(150_000);
  await signInAt(page, `/admin/companies/${SCALE_COMPANY.id}`, DEMO_SUPER_ADMIN.email);
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('heading', { name: 'Users (10000)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(users.getByText(/^Loading the rest/)).toBeHidden({ timeout: 90_000 });

  await users.getByRole('button', { name: 'Show More' }).click();
  const rows = users.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '10000');
  expect(await page.locator('li').count()).toBeLessThan(200);

  // The keyboard's End in the list's box: the last of the 10,000 users comes into view.
  await users.getByRole('region', { name: 'Users, scrolling list' }).focus();
  await page.keyboard.press('End');
  await expect(rows.last()).toHaveAttribute('aria-posinset', '10000');
  await expect(rows.last()).toBeInViewport();
  expect(await page.locator('li').count()).toBeLessThan(200);
  const lastEmail = (await rows.last().textContent())?.match(EMAIL)?.[0];
  expect(lastEmail).toBeDefined();

  // The search finds that same user among the 10,000.
  await users.getByRole('searchbox', { name: "Search this company's users" }).fill(lastEmail!);
  await expect(users.getByText('1 of 10,000 users matches')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(lastEmail!);
});
