import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Cookie, Page } from '@playwright/test';
import { parseConfig } from '../src/config/parseConfig.ts';

/** The demo configuration the app under test reads at run time. */
export const DEMO_APP_CONFIG = parseConfig(
  JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')),
);

export const APP_ORIGIN = 'http://localhost:5173';
const IDENTITY_PROVIDER_ORIGIN = new URL(DEMO_APP_CONFIG.auth0.domain).origin;

/** True for the local identity provider's sign-in page. */
export const isSignInPage = (url: URL): boolean =>
  url.origin === IDENTITY_PROVIDER_ORIGIN && url.pathname.startsWith('/interaction/');

/**
 * The browser's cookies of each account's last sign-in (the identity provider's session and the
 * SDK's marker), kept for the worker's next tests: signing in once per account, a test that is not
 * about signing in starts signed in, as Playwright's storage state has it. Tests run one at a time
 * in one worker (playwright.config.ts), so a plain map serves.
 */
const sessions = new Map<string, Cookie[]>();

/** Signs in as `email` on the identity provider's sign-in page, open in `page`. */
async function signInOnProviderPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` signed in as `email` and waits to be on `path` (query string included). With a
 * session of that account kept from an earlier test, the app restores it as after a reload (the
 * SDK's silent sign-in); without one, or where the provider has ended it since (a test signed
 * out), the page goes to the provider's sign-in page and signs in there. `fresh`: always the whole
 * sign-in, signed out first, for the tests of signing in itself.
 */
export async function signInAt(
  page: Page,
  path: string,
  email: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const kept = fresh ? undefined : sessions.get(email);
  if (kept) await page.context().addCookies(kept);
  await page.goto(path);
  if (kept) {
    const landed = await Promise.race([
      page
        .getByRole('button', { name: 'Profile menu' })
        .waitFor({ timeout: 30_000 })
        .then(
          () => 'signed in' as const,
          () => 'neither' as const,
        ),
      page.waitForURL(isSignInPage, { timeout: 30_000 }).then(
        () => 'sign-in page' as const,
        () => 'neither' as const,
      ),
    ]);
    if (landed === 'neither')
      throw new Error(`${path} showed neither the app nor the sign-in page`);
    if (landed === 'signed in') {
      await page.waitForURL(`${APP_ORIGIN}${path}`);
      return;
    }
    sessions.delete(email);
  } else {
    await page.waitForURL(isSignInPage);
  }
  await signInOnProviderPage(page, email);
  await page.waitForURL(`${APP_ORIGIN}${path}`);
  sessions.set(email, await page.context().cookies());
}

/** The labels of the main navigation, in order. */
export async function expectNavigation(page: Page, labels: readonly string[]): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    ...labels,
  ]);
}
