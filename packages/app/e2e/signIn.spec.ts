import { expect, test } from './fixtures.ts';
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

    await signInAt(page, path, account.email, { fresh: true });
    expect(page.url()).toBe(`${APP_ORIGIN}${path}`);
    await expectNavigation(page, navigation);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

    // The provider ends its session and sends the browser to the marketing site (in the demo,
    // a local page standing in for it).
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(marketingSite.toString());
    await expect(page.getByRole('heading', { name: 'Marketing hub' })).toBeVisible();

    // The provider's session ended too: the app asks for a sign-in again.
    const nextVisit = await page.context().newPage();
    await nextVisit.goto('/home');
    await nextVisit.waitForURL(isSignInPage);
    await expect(nextVisit.getByLabel('Email')).toBeVisible();
  });
}
