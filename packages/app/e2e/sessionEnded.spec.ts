import { expect, test } from './fixtures.ts';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { APP_ORIGIN, DEMO_APP_CONFIG, isSignInPage, signInAt } from './session.ts';

const IDENTITY_PROVIDER = new URL(DEMO_APP_CONFIG.auth0.domain).origin;

// Issue 16 item 3: a session that ends says so once, and nothing typed is lost.
test('a session ended at the identity provider: one prompt, sign in again in a popup, page and form kept', async ({
  page,
}) => {
  // A company no other test renames.
  const companyPage = '/admin/companies/3';
  await signInAt(page, companyPage, DEMO_SUPER_ADMIN.email);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('');
  const name = (await heading.textContent()) ?? '';

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('button', { name: /^Edit company/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit company' });
  const nameField = form.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue(name);
  await expect(form.getByRole('combobox', { name: 'Verified Sign Manufacturer' })).toBeEnabled();
  await nameField.fill(`${name} North`);
  await expect(nameField).toHaveValue(`${name} North`);

  // The session ends meanwhile (revoked, or timed out): the demo's switch at the provider.
  expect((await page.request.post(`${IDENTITY_PROVIDER}/__session/end`)).ok()).toBe(true);
  await form.getByRole('button', { name: 'Save' }).click();

  const prompt = page.getByRole('dialog', { name: 'Session ended' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(
    'Your session has ended. Sign in again to continue where you left off.',
  );
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);

  const popupOpens = page.waitForEvent('popup');
  await prompt.getByRole('button', { name: 'Sign in again' }).click();
  const popup = await popupOpens;
  await popup.waitForURL(isSignInPage);
  // The provider asks for the same person (login_hint).
  await expect(popup.getByLabel('Email')).toHaveValue(DEMO_SUPER_ADMIN.email);
  const popupCloses = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popupCloses;

  // Same page, the dialog still open with what was typed; the same Save now goes through.
  await expect(prompt).toHaveCount(0);
  expect(page.url()).toBe(`${APP_ORIGIN}${companyPage}`);
  await expect(nameField).toHaveValue(`${name} North`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Toastify__toast')).toHaveText('Company updated');
  await expect(heading).toHaveText(`${name} North`);
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
});
