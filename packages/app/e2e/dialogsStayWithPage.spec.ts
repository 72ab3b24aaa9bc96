import {
  ACME_COMPANY_ID,
  DEMO_SUPER_ADMIN,
  DEMO_USER,
  LARGE_COMPANY_ID,
} from '@admin-hub/api-mocks';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAt } from './session.ts';

/*
 * Issue 35, item 2: a dialog belongs to the page and the moment that opened it. Each kind of
 * dialog a company page opens, opened on Acme Signs (and the list pages' own: Create New
 * Company, a row's dialog on /admin/users); then the page is left: a modal dialog holds
 * Ctrl-K (the box never opens over its work), so it is left by Back and Forward while open; a
 * panel that is no modal (a run's, the selection's bar) is left by Ctrl-K while it shows.
 * No page met afterwards (the other company, Acme again from the cache) shows any dialog, or
 * the run panel or selection's bar of the page left.
 */

const ACME = { id: ACME_COMPANY_ID, name: 'Acme Signs', typed: 'acme signs' };
const MEGAPLEX = { id: LARGE_COMPANY_ID, name: 'Megaplex Outdoor Network', typed: 'plex outdoor' };
type Company = typeof ACME;

const jumpBox = (page: Page) => page.getByRole('dialog', { name: 'Jump To' });
const usersOf = (page: Page) => page.getByRole('region', { name: /^Users/ });

/** The company's page has loaded (its heading, its users' count); nothing is left to arrive. */
async function expectOn(page: Page, company: Company) {
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/companies/${company.id}`);
  await expect(usersOf(page).getByRole('heading', { name: /^Users \(\d+\)$/ })).toBeVisible();
}

/**
 * No dialog is open on the page, nor the panel of a run begun on another, nor a selection's bar
 * counting another company's users.
 */
async function expectNothingOpen(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.modal.show')).toHaveCount(0);
  await expect(page.locator('section.ah-run')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Selected users' })).toHaveCount(0);
}

async function jumpTo(page: Page, company: Company) {
  await page.keyboard.press('Control+K');
  await expect(jumpBox(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type(company.typed);
  await expect(
    jumpBox(page).getByRole('option', { name: new RegExp(`^${company.name}`) }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expectOn(page, company);
}

const menuEntry = async (page: Page, menu: string, entry: string) => {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
};
const userRow = (action: string) => (page: Page) =>
  menuEntry(page, `Actions for ${DEMO_USER.email}`, action);
const companyAction = (action: string) => (page: Page) =>
  menuEntry(page, `Actions for ${ACME.name}`, action);
const selectUser = async (page: Page) => {
  await usersOf(page)
    .getByRole('checkbox', { name: `Select ${DEMO_USER.email}` })
    .check();
  return page.getByRole('region', { name: 'Selected users' });
};

/** A page a dialog is opened on: how it is reached (from Megaplex's page, and again later). */
interface Place {
  reach: (page: Page) => Promise<void>;
  expectHere: (page: Page) => Promise<void>;
}

const ACME_PAGE: Place = {
  reach: (page) => jumpTo(page, ACME),
  expectHere: (page) => expectOn(page, ACME),
};

/** A list page of the main navigation ('Companies', 'Users'), reached by its link. */
const listPage = (name: string, path: string): Place => {
  const expectHere = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('list', { name })).toBeVisible();
  };
  return {
    reach: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await expectHere(page);
    },
    expectHere,
  };
};

interface Opener {
  kind: string;
  /** Opens it on its page and resolves once it shows. */
  open: (page: Page) => Promise<void>;
  /** A modal dialog (it holds Ctrl-K), or a panel beside the list. */
  modal: boolean;
  /** Where it is opened; Acme's page unless said. */
  at?: Place;
}

const modal = (
  kind: string,
  name: string | RegExp,
  open: (page: Page) => Promise<void>,
  at?: Place,
): Opener => ({
  kind,
  modal: true,
  at,
  open: async (page) => {
    await open(page);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  },
});

const OPENERS: readonly Opener[] = [
  modal('Edit user', 'Edit user', userRow('Edit user')),
  modal(
    'Scheduler Sign Permissions',
    'Scheduler Sign Permissions',
    userRow('Edit scheduler permissions'),
  ),
  modal('MFA Devices', 'MFA Devices', userRow('View MFA devices')),
  modal('Password Reset link', 'Password Reset link', userRow('Create password reset link')),
  modal('Send invite email', 'Confirm Invite Email Send', userRow('Send invite email')),
  modal(
    'Send password reset email',
    'Confirm Password Reset Send',
    userRow('Send password reset email'),
  ),
  modal("a user's Delete", 'Confirm Delete', userRow('Delete')),
  modal('Edit company', 'Edit company', companyAction('Edit company')),
  modal('Edit Credits', 'Edit Credits', companyAction('Edit Credits')),
  modal('Edit Subscriber', 'Edit Subscriber', companyAction('Edit Subscriber')),
  modal('Delete company', 'Delete company', companyAction('Delete company')),
  modal('Invite User', 'Invite User', (page) => menuEntry(page, 'Add', 'User')),
  modal('Invite Users (a list)', 'Invite Users', (page) =>
    menuEntry(page, 'Add', 'Users from a list'),
  ),
  modal("a scheduler sign's Delete", 'Confirm Delete', async (page) => {
    await page
      .getByRole('list', { name: 'Scheduler Signs' })
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Delete sign', exact: true }).click();
  }),
  modal('the MFA switch', /^(Enable|Disable) MFA$/, (page) =>
    usersOf(page).getByRole('switch', { name: 'MFA Enabled' }).click(),
  ),
  modal('a bulk confirmation', 'Confirm Delete', async (page) => {
    await (await selectUser(page)).getByRole('button', { name: 'Delete', exact: true }).click();
  }),
  modal(
    'Create New Company',
    'Create New Company',
    (page) => page.getByRole('button', { name: 'Create New Company', exact: true }).click(),
    listPage('Companies', '/admin/companies'),
  ),
  modal(
    "a row's MFA Devices on the users list",
    'MFA Devices',
    async (page) => {
      await page
        .getByRole('list', { name: 'Users' })
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('button', { name: 'View MFA devices', exact: true }).click();
    },
    listPage('Users', '/admin/users'),
  ),
  {
    kind: "a selection's bar",
    modal: false,
    open: async (page) => {
      await expect((await selectUser(page)).getByText('1 user selected')).toBeVisible();
    },
  },
  {
    kind: "a bulk action's run panel",
    modal: false,
    open: async (page) => {
      await (await selectUser(page)).getByRole('button', { name: 'Send invite emails' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Invite Email Send' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page.getByRole('region', { name: 'Send invite emails' })).toBeVisible();
    },
  },
];

// One test over the table, a step per kind: a sign-in and a first load per kind cost more than
// the kinds themselves (20 tests took 174 s of the suite).
test('a dialog stays with the page that opened it: every kind, left by Back and Forward (a modal) or Ctrl-K (a panel)', async ({
  page,
}) => {
  test.setTimeout(OPENERS.length * 15_000);
  await signInAt(page, `/admin/companies/${MEGAPLEX.id}`, DEMO_SUPER_ADMIN.email);
  await expectOn(page, MEGAPLEX);
  let first = true;
  for (const opener of OPENERS) {
    await test.step(opener.kind, async () => {
      const at = opener.at ?? ACME_PAGE;
      // Reached from Megaplex's page: Back has a company page to return to.
      if (!first) await jumpTo(page, MEGAPLEX);
      first = false;
      await at.reach(page);

      await opener.open(page);
      if (opener.modal) {
        // Ctrl-K is held while a dialog is open: its work is not hidden behind the box.
        await page.keyboard.press('Control+K');
        await expect(jumpBox(page)).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(1);

        await page.goBack();
        await expectOn(page, MEGAPLEX);
        await expectNothingOpen(page);
        await page.goForward();
        await at.expectHere(page);
        await expectNothingOpen(page);
      } else {
        await jumpTo(page, MEGAPLEX);
        await expectNothingOpen(page);
        await at.reach(page);
        await expectNothingOpen(page);
      }
    });
  }
});
