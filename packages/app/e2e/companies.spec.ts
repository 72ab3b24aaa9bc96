import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { APP_ORIGIN, DEMO_APP_CONFIG, signInAt } from './session.ts';

/** Opens the summary card's menu and picks `action`. */
async function companyAction(page: Page, company: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${company}` }).click();
  await page.getByRole('button', { name: action }).click();
}

const figure = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

test('a super admin creates a company, lands on it and finds it in the list', async ({ page }) => {
  const name = `E2E Signs ${Date.now()}`;
  await signInAt(page, '/admin/companies', DEMO_SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Create New Company' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Company' });
  await form.getByRole('textbox', { name: 'Company Name' }).fill(name);
  await form.getByRole('button', { name: 'Create' }).click();

  // The toast, not the company page's Activity, which names the same change.
  await expect(page.getByRole('alert').filter({ hasText: 'Company created' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/companies\/\d+$/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Companies' })).toContainText(name);
});

test("a super admin changes a company's credits and sees them on the card", async ({ page }) => {
  const downloads = String(300 + (Date.now() % 500));
  await signInAt(page, '/admin/companies/10', DEMO_SUPER_ADMIN.email);
  await expect(figure(page, 'Content Downloads')).toBeVisible();
  const company = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await companyAction(page, company, 'Edit Credits');
  const form = page.getByRole('dialog', { name: 'Edit Credits' });
  await form.getByRole('spinbutton', { name: 'Content Downloads' }).fill(downloads);
  await form.getByRole('spinbutton', { name: 'Custom Requests' }).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Company credits updated')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(figure(page, 'Content Downloads')).toHaveText(downloads);
  await expect(figure(page, 'Custom Requests')).toHaveText('0');
  // Saved on the server, not only on screen.
  await page.reload();
  await expect(figure(page, 'Content Downloads')).toHaveText(downloads);
});

/** Records the PUT /companies/{id}/mfa-status calls the page sends, with their bodies. */
function mfaUpdates(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/mfa-status'))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Signs Acme's admin in on My Company and flips the MFA switch, which asks first. */
async function openMfaConfirmation(page: Page) {
  const sent = mfaUpdates(page);
  await signInAt(page, '/admin/my-company', DEMO_ADMIN.email);
  const mfa = page.getByRole('switch', { name: 'MFA Enabled' });
  await expect(mfa).toBeEnabled();
  const before = await mfa.isChecked();
  await mfa.click();
  const dialog = page.getByRole('dialog', { name: before ? 'Disable MFA' : 'Enable MFA' });
  return { sent, mfa, before, dialog };
}

test('a company admin confirms an MFA change and finds it kept after a reload', async ({
  page,
}) => {
  const { sent, mfa, before, dialog } = await openMfaConfirmation(page);
  await expect(dialog).toContainText('Acme Signs');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('MFA status updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mfa).toBeChecked({ checked: !before });
  expect(sent).toEqual([{ isMfaEnabled: !before }]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'MFA Enabled' })).toBeChecked({ checked: !before });
});

test('cancelling the MFA confirmation sends nothing and leaves the switch as it was', async ({
  page,
}) => {
  const { sent, mfa, before, dialog } = await openMfaConfirmation(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(mfa).toBeChecked({ checked: before });
  await expect(mfa).toBeFocused();
  // Long enough for a request the Cancel would have let through to show up.
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);

  // The server agrees: a fresh load shows the same value.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'MFA Enabled' })).toBeChecked({ checked: before });
});

test("a scheduler sign's edit link leaves for the scheduler app and comes back through its redirectUrl", async ({
  page,
}) => {
  const path = '/admin/companies/1?from=e2e';
  await signInAt(page, path, DEMO_SUPER_ADMIN.email);
  const signs = page.getByRole('region', { name: /^Scheduler Signs/ });
  await signs.getByRole('button', { name: 'Actions for Main Street Billboard' }).click();
  await signs.getByRole('link', { name: 'Edit sign' }).click();

  // The demo's stand-in for the scheduler app says what it was asked.
  const scheduler = new URL(DEMO_APP_CONFIG.links.schedulerApp);
  await page.waitForURL((url) => url.origin === scheduler.origin);
  await expect(page.locator('#requested-path')).toHaveText(`${scheduler.pathname}/signs/1/edit`);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`${APP_ORIGIN}${path}`);

  await page.getByRole('link', { name: 'Back to where you were (redirectUrl)' }).click();
  await page.waitForURL(`${APP_ORIGIN}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the company page keeps its content within 850 px with 72 px below it at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAt(page, '/admin/companies/1', DEMO_SUPER_ADMIN.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Signs' })).toBeVisible();
    const main = page.locator('main');
    const box = await main.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(Math.min(850, width));
    expect(await main.evaluate((element) => getComputedStyle(element).paddingBottom)).toBe('72px');
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
