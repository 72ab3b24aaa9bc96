import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import {
  APP_ORIGIN,
  DEMO_APP_CONFIG,
  expectNavigation,
  isSignInPage,
  signInAt,
} from './session.ts';

const journeys = [
  {
    account: DEMO_SUPER_ADMIN,
    path: '/admin/companies?from=e2e',
    navigation: ['Home', 'Companies', 'Users', 'My Company'],
  },
  { account: DEMO_ADMIN, path: '/admin/my-company?tab=users', navigation: ['Home', 'My Company'] },
  { account: DEMO_USER, path: '/home?from=e2e', navigation: ['Home'] },
];

for (const { account, path, navigation } of journeys) {
  test(`${account.email} signs in at the identity provider, lands on ${path}, and signs out`, async ({
    page,
  }) => {
    const marketingSite = new URL(DEMO_APP_CONFIG.links.marketingSite);

    await signInAt(page, path, account.email);
    expect(page.url()).toBe(`${APP_ORIGIN}${path}`);
    await expectNavigation(page, navigation);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

    // The provider redirects there after ending its session: watch the request (a
    // redirect's target cannot be routed, and the machine has no network to load it).
    const toMarketingSite = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && new URL(request.url()).origin === marketingSite.origin,
    );
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await toMarketingSite).url()).toBe(marketingSite.toString());

    // The provider's session ended too: the app asks for a sign-in again. (A new tab
    // of the same browser: the first one is busy failing to reach the marketing site.)
    const nextVisit = await page.context().newPage();
    await nextVisit.goto('/home');
    await nextVisit.waitForURL(isSignInPage);
    await expect(nextVisit.getByLabel('Email')).toBeVisible();
  });
}
