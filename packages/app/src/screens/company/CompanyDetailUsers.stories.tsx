import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_API_URLS,
  LARGE_COMPANY_ID,
  endpointUrl,
  getDatabase,
  scenario,
} from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';

// Seeded: 'Megaplex Outdoor Network' (4) has 215 users, more than the 200 of one page (spec §7).
const largeCompany: AppStoryParameters = {
  route: `/admin/companies/${LARGE_COMPANY_ID}`,
  path: '/admin/companies/:companyId',
};

const meta = {
  title: 'Screens/Company Detail/Users',
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: inTheAppFrame(largeCompany),
  args: { companyId: LARGE_COMPANY_ID },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: /^Users/ }, { timeout: 5000 }));

const userPages = recordRequests('GET /users');

export const LargeCompanyKeepsEveryUser: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (215)' },
      { role: 'button', name: 'Show Less' },
      { role: 'button', name: 'Show More', gone: true },
    ],
    msw: { handlers: { scenarios: [userPages.handler] } },
  },
  beforeEach: userPages.reset,
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    await expect(await users.findByRole('heading', { name: 'Users (215)' })).toBeVisible();
    await userEvent.click(await users.findByRole('button', { name: 'Show More' }));
    // The count, the list and Show More agree: every one of the 215 users is listed.
    await waitFor(() =>
      expect(
        within(users.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(215),
    );
    await expect(users.queryByRole('status')).toBeNull();
    const pages = userPages.sent.map(({ url }) => ({
      page: url.searchParams.get('page'),
      perPage: url.searchParams.get('perPage'),
      companyId: url.searchParams.get('companyId'),
    }));
    await expect(pages).toEqual([
      { page: '1', perPage: '200', companyId: String(LARGE_COMPANY_ID) },
      { page: '2', perPage: '200', companyId: String(LARGE_COMPANY_ID) },
    ]);
    // It ends with every user listed, as it is named (Show Less is the users list's own story).
    await expect(users.getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

// Page 2 fails its first load (one try and three retries), then answers.
let secondPageFailures = 0;
const secondPageFailsOnce = http.get(endpointUrl('GET /users', DEFAULT_API_URLS), ({ request }) => {
  if (new URL(request.url).searchParams.get('page') !== '2' || secondPageFailures >= 4) return;
  secondPageFailures += 1;
  return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
});

export const LaterPageFailsThenRetry: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (215)' },
      { text: /^Showing 200 of 215/, gone: true },
    ],
    msw: { handlers: { scenarios: [secondPageFailsOnce] } },
  },
  beforeEach: () => {
    secondPageFailures = 0;
  },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    await expectToast(canvasElement, 'Error loading users', 12_000);
    // Said plainly: how many are shown, and a way to the rest.
    await expect(
      users.getByText('Showing 200 of 215 users: the rest could not be loaded.'),
    ).toBeVisible();
    await expect(users.getByRole('heading', { name: 'Users (215)' })).toBeVisible();
    await userEvent.click(users.getByRole('button', { name: 'Retry' }));
    await userEvent.click(users.getByRole('button', { name: 'Show More' }));
    await waitFor(() =>
      expect(
        within(users.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(215),
    );
    await expect(users.queryByText(/^Showing 200 of 215/)).toBeNull();
    // Folded again: a still, short page for the screenshot.
    await userEvent.click(users.getByRole('button', { name: 'Show Less' }));
  },
};

const mfaUpdates = recordRequests('PUT /companies/:id/mfa-status');

/** Acme Signs (9 users) as its admin sees it, every MFA update recorded. */
const acmeMfa = {
  args: { companyId: 1 },
  parameters: {
    app: companyPageAs.companyAdmin,
    msw: { handlers: { scenarios: [mfaUpdates.handler] } },
  },
  beforeEach: mfaUpdates.reset,
} satisfies Story;

const mfaSwitchOf = async (canvasElement: HTMLElement) => {
  const users = await usersSection(canvasElement);
  await expect(await users.findByRole('heading', { name: 'Users (9)' })).toBeVisible();
  // Shown once the signed-in user's role is known, which may come after the users.
  return users.findByRole<HTMLInputElement>('switch', { name: 'MFA Enabled' });
};

const mfaConfirmation = (canvasElement: HTMLElement, name: 'Enable MFA' | 'Disable MFA') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const EnableMfa: Story = {
  ...acmeMfa,
  parameters: {
    ...acmeMfa.parameters,
    // Confirmed: the question goes, the switch keeps the new value and focus.
    namedState: [
      { role: 'switch', name: 'MFA Enabled', checked: true, focused: true },
      { role: 'dialog', name: 'Enable MFA', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const mfa = await mfaSwitchOf(canvasElement);
    await expect(mfa).toHaveAccessibleDescription(
      'Enabling MFA enforces multi-factor authentication for all users of this company.',
    );
    await expect(mfa).not.toBeChecked();
    await userEvent.click(mfa);
    const dialog = within(await mfaConfirmation(canvasElement, 'Enable MFA'));
    await expect(
      dialog.getByText(
        'Enforce multi-factor authentication for all 9 users of Acme Signs? Each of them will need an MFA device to sign in.',
      ),
    ).toBeVisible();
    await expect(mfaUpdates.sent).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'MFA status updated');
    await expect(mfaUpdates.sent.map(({ body }) => body)).toEqual([{ isMfaEnabled: true }]);
    // The company reloaded with the new value: the switch keeps it, focus back on it.
    await expect(mfa).toBeChecked();
    await waitFor(() => expect(mfa).toHaveFocus());
  },
};

export const DisableMfa: Story = {
  ...acmeMfa,
  parameters: {
    ...acmeMfa.parameters,
    // Confirmed: the question goes, the switch keeps the new value.
    namedState: [
      { role: 'switch', name: 'MFA Enabled', checked: false },
      { role: 'dialog', name: 'Disable MFA', gone: true },
    ],
  },
  // Acme Signs with MFA enforced already.
  loaders: [
    () => {
      getDatabase().companies.get(1)!.isMfaEnabled = true;
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const mfa = await mfaSwitchOf(canvasElement);
    await expect(mfa).toBeChecked();
    await userEvent.click(mfa);
    const dialog = within(await mfaConfirmation(canvasElement, 'Disable MFA'));
    await expect(
      dialog.getByText(
        'Stop enforcing multi-factor authentication for the 9 users of Acme Signs? They will be able to sign in without MFA.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'MFA status updated');
    await expect(mfaUpdates.sent.map(({ body }) => body)).toEqual([{ isMfaEnabled: false }]);
    await expect(mfa).not.toBeChecked();
  },
};

export const CancelMfaChange: Story = {
  ...acmeMfa,
  parameters: {
    ...acmeMfa.parameters,
    namedState: [
      { role: 'dialog', gone: true },
      { role: 'switch', checked: false, focused: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const mfa = await mfaSwitchOf(canvasElement);
    await userEvent.click(mfa);
    const dialog = within(await mfaConfirmation(canvasElement, 'Enable MFA'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(mfa).not.toBeChecked();
    await waitFor(() => expect(mfa).toHaveFocus());
    // Long enough for a request the Cancel would have let through to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(mfaUpdates.sent).toEqual([]);
  },
};

export const ToggleMfaFails: Story = {
  args: { companyId: 1 },
  parameters: {
    namedState: [{ role: 'dialog', name: 'Enable MFA' }, { text: 'Error updating MFA status' }],
    app: companyPageAs.companyAdmin,
    msw: { handlers: { scenarios: [scenario('PUT /companies/:id/mfa-status', 'serverError')] } },
  },
  play: async ({ canvasElement }) => {
    const mfa = await mfaSwitchOf(canvasElement);
    await userEvent.click(mfa);
    const dialog = within(await mfaConfirmation(canvasElement, 'Enable MFA'));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expectToast(canvasElement, 'Error updating MFA status');
    // Open for another try, saying why, focus on Confirm; the switch at what the server holds.
    await expectDialogKept('Enable MFA', 'Error updating MFA status', 'Confirm');
    await expect(mfa).not.toBeChecked();
  },
};

// Seeded: Zella Heller, by name one of the last of the 215, so on the second page of 200.
const ZELLA_HELLER = 'auth0|355e1ae638211f12cee0b2ee';

export const UserInView: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Show Less' },
    app: { ...largeCompany, route: `/admin/companies/${LARGE_COMPANY_ID}?user=${ZELLA_HELLER}` },
    screenshot: {
      skip: "215 rows, 13,000 px tall: the marked row's look is ShowMoreList's HighlightedRow stories",
    },
  },
  play: async ({ canvasElement }) => {
    const users = await usersSection(canvasElement);
    // The list opens as far as the user (once the second page is in), who is scrolled to,
    // focused and marked.
    await waitFor(
      () =>
        expect(
          users.getByRole('list', { name: 'Users' }).querySelector('[aria-current]'),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    const row = users
      .getByRole('list', { name: 'Users' })
      .querySelector<HTMLElement>('[aria-current]')!;
    await expect(row).toHaveTextContent('Zella Heller');
    await expect(row).toHaveFocus();
    await expect(users.getByRole('button', { name: 'Show Less' })).toBeVisible();
    const { top, bottom } = row.getBoundingClientRect();
    await expect(top >= 0 && bottom <= window.innerHeight).toBe(true);
  },
};
