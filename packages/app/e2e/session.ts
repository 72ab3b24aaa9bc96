import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
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
 * Opens `path` signed out, expects the identity provider's sign-in page, signs in
 * as `email` there and waits to be back on `path` (query string included).
 */
export async function signInAt(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP_ORIGIN}${path}`);
}

/** The labels of the main navigation, in order. */
export async function expectNavigation(page: Page, labels: readonly string[]): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    ...labels,
  ]);
}
