import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import {
  APP_ORIGIN,
  DEMO_APP_CONFIG,
  expectNavigation,
  isSignInPage,
  signInAt,
} from './session.ts';

const API_ORIGINS = new Set(Object.values(DEMO_APP_CONFIG.api).map((base) => new URL(base).origin));

test('a base user opening /admin/companies sees the 403 page, and sends no companies request', async ({
  page,
}) => {
  const companiesRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_ORIGINS.has(url.origin) && url.pathname.includes('/companies'))
      companiesRequests.push(`${request.method()} ${request.url()}`);
  });
  await signInAt(page, '/admin/companies', DEMO_USER.email);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expectNavigation(page, ['Home']);
  // The 403 shows once /users/me has answered: the route's data would have gone out by then,
  // with /users/me (as before) or on its answer, before the page renders.
  expect(companiesRequests).toEqual([]);
});

test('a reload keeps the session without a second sign-in', async ({ page }) => {
  const path = '/admin/my-company?tab=users';
  await signInAt(page, path, DEMO_ADMIN.email);
  await expectNavigation(page, ['Home', 'My Company']);

  const signInPagesSeen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (isSignInPage(new URL(frame.url()))) signInPagesSeen.push(frame.url());
  });
  await page.reload();
  await expectNavigation(page, ['Home', 'My Company']);
  expect(page.url()).toBe(`${APP_ORIGIN}${path}`);
  expect(signInPagesSeen).toEqual([]);
});

test('an unknown email is refused on the sign-in page', async ({ page }) => {
  await page.goto('/home');
  await page.waitForURL(isSignInPage);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found for nobody@example.com.');
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});
