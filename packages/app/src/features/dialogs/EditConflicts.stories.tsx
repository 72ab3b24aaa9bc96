import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl } from '@admin-hub/api-mocks';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { changeAsSomeoneElse } from '../../testing/changeAsSomeoneElse.ts';
import { companyPageAs } from '../../testing/companyPage.ts';
import { openRowAction, usersSection } from '../../testing/companyUsersSection.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { recordRequests } from '../../testing/recordRequests.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';

// Issue 36 in the app, against the stateful mock: the dialog opens, another admin changes the
// same record straight through the API (`changeAsSomeoneElse`), then the person saves. Seeded
// Acme Signs (1): Jordan Lee (user@acme.example, auth0|acme-user), 120 download and 8 request
// credits, admin@acme.example as subscriber; Jordan may schedule on signs 1, 2 and 3.
const meta = {
  title: 'Flows/Dialogs/Edit Conflicts',
  // Tests through several states (open, changed elsewhere, settled, saved): the panel's look is
  // reviewed in Dialogs/ and Components/Edit Conflict Panel.
  tags: ['flow'],
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: {
    app: companyPageAs.superAdmin,
    screenshot: {
      skip: "A test of the app's flow through several states; each dialog's conflict is pictured in its own Dialogs/ story",
    },
  },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const JORDAN = 'auth0%7Cacme-user';
const jordanAsSaved = {
  id: 'auth0|acme-user',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'user@acme.example',
  role: 'user',
};

const editJordan = (canvasElement: HTMLElement) =>
  openRowAction(canvasElement, 'user@acme.example', 'Edit user', 'Edit user');

const renameJordanElsewhere = (change: Partial<typeof jordanAsSaved>) =>
  changeAsSomeoneElse({
    api: 'main',
    method: 'PUT',
    path: `users/${JORDAN}`,
    body: { ...jordanAsSaved, ...change },
  });

const changedLastName = (name: string) =>
  `Last name: changed to "${name}" by someone else since you opened this`;

const userUpdates = recordRequests('PUT /users/:id');

/**
 * The hub's own PUTs: each carries If-Match (the other admin's, made straight to the API, none).
 */
const hubsOwn = (sent: typeof userUpdates.sent) => sent.filter(({ ifMatch }) => ifMatch !== null);

const noErrorToast = () => expect(document.querySelector('.Toastify__toast--error')).toBeNull();

/**
 * Another admin changed the last name, the person the first name: Save shows the last name's
 * change (theirs chosen, as the person left it alone), and saving again keeps both.
 */
export const EditUserKeepsBothChanges: Story = {
  parameters: {
    namedState: { text: 'Jordana Lee-Park' },
    msw: { handlers: { scenarios: [userUpdates.handler] } },
  },
  beforeEach: userUpdates.reset,
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    const firstName = modal.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jordana');
    await renameJordanElsewhere({ lastName: 'Lee-Park' });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const change = await modal.findByRole('group', { name: changedLastName('Lee-Park') });
    await expect(within(change).getByRole('radio', { name: /^Take theirs/ })).toBeChecked();
    // Nothing was sent: the compare came first.
    await expect(hubsOwn(userUpdates.sent)).toEqual([]);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = hubsOwn(userUpdates.sent);
    await expect(sent.map(({ body }) => body)).toEqual([
      { ...jordanAsSaved, firstName: 'Jordana', lastName: 'Lee-Park' },
    ]);
    // Guarded with the version of the record it was compared with.
    await expect(sent[0]?.ifMatch).toMatch(/^"[0-9a-f]{8}"$/);
    const users = await usersSection(canvasElement);
    await expect(await users.findByText('Jordana Lee-Park')).toBeVisible();
  },
};

/** Both changed the last name: nothing is chosen for the person, and Save says so on the field. */
export const EditUserBothChangedLastName: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Last name', value: 'Lee-Smith' } },
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), '-Smith');
    await renameJordanElsewhere({ lastName: 'Lee-Park' });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const change = await modal.findByRole('group', { name: changedLastName('Lee-Park') });
    const mine = within(change).getByRole('radio', { name: 'Keep mine: "Lee-Smith"' });
    await expect(mine).not.toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Choose which value to keep.')).toBeVisible();
    await waitFor(() =>
      expect(within(change).getByRole('radio', { name: 'Take theirs: "Lee-Park"' })).toHaveFocus(),
    );
    await expect(modal.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee-Smith');
    await noErrorToast();
  },
};

/** Keep mine, then Save: the person's value is saved over theirs, having seen it. */
export const EditUserKeepsMine: Story = {
  parameters: {
    namedState: [{ text: 'Jordan Lee-Smith' }, { role: 'dialog', name: 'Edit user', gone: true }],
    msw: { handlers: { scenarios: [userUpdates.handler] } },
  },
  beforeEach: userUpdates.reset,
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), '-Smith');
    await renameJordanElsewhere({ lastName: 'Lee-Park' });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const change = await modal.findByRole('group', { name: changedLastName('Lee-Park') });
    await userEvent.click(within(change).getByRole('radio', { name: 'Keep mine: "Lee-Smith"' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'User updated');
    await expect(hubsOwn(userUpdates.sent).map(({ body }) => body)).toEqual([
      { ...jordanAsSaved, lastName: 'Lee-Smith' },
    ]);
    // The row reads the saved record again: the kept name, the state this story is named after.
    const users = await usersSection(canvasElement);
    await expect(await users.findByText('Jordan Lee-Smith')).toBeVisible();
  },
};

/** A third change after the first compare conflicts again: the re-read record is the new base. */
export const EditUserChangedTwice: Story = {
  parameters: { namedState: { role: 'textbox', name: 'First name', value: 'Jordana' } },
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'a');
    await renameJordanElsewhere({ lastName: 'Lee-Park' });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await modal.findByRole('group', { name: changedLastName('Lee-Park') });
    await renameJordanElsewhere({ lastName: 'Park' });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByRole('group', { name: changedLastName('Park') })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Last name' })).toHaveValue('Park');
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordana');
  },
};

/** Deleted while the dialog was open: said, nothing sent, only Close. */
export const EditUserDeletedMeanwhile: Story = {
  parameters: {
    namedState: [
      {
        role: 'heading',
        name: 'This user was deleted by someone else since you opened this.',
        focused: true,
      },
      { role: 'button', name: 'Save', gone: true },
    ],
    msw: { handlers: { scenarios: [userUpdates.handler] } },
  },
  beforeEach: userUpdates.reset,
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), '-Park');
    await changeAsSomeoneElse({ api: 'main', method: 'DELETE', path: `users/${JORDAN}` });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const said = await modal.findByRole('heading', {
      name: 'This user was deleted by someone else since you opened this.',
    });
    await waitFor(() => expect(said).toHaveFocus());
    await expect(modal.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(hubsOwn(userUpdates.sent)).toEqual([]);
    await noErrorToast();
  },
};

let refusedOnce = false;

/**
 * An API that honours If-Match: the record changed between the re-read and the write, so the
 * PUT is refused (409). The hub compares again and shows the change, with no error toast.
 */
export const EditUserRefusedByIfMatch: Story = {
  parameters: {
    namedState: { role: 'dialog', name: 'Edit user' },
    msw: {
      handlers: {
        scenarios: [
          http.put(endpointUrl('PUT /users/:id', DEFAULT_API_URLS), async () => {
            if (refusedOnce) return undefined;
            refusedOnce = true;
            await renameJordanElsewhere({ lastName: 'Lee-Park' });
            return HttpResponse.json({ message: 'Precondition failed' }, { status: 409 });
          }),
        ],
      },
    },
  },
  beforeEach: () => {
    refusedOnce = false;
  },
  play: async ({ canvasElement }) => {
    const modal = await editJordan(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'a');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', { name: changedLastName('Lee-Park') }),
    ).toBeVisible();
    await expect(refusedOnce).toBe(true);
    await noErrorToast();
  },
};

/** Opens the summary card's menu once the page has loaded, and picks `action`. */
async function companyAction(canvasElement: HTMLElement, action: string, dialog: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Actions for Acme Signs' }, { timeout: 15_000 }),
  );
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${action}`) }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

export const EditCompanyChangedElsewhere: Story = {
  parameters: { namedState: { role: 'textbox', name: 'Name', value: 'Acme Signs West' } },
  play: async ({ canvasElement }) => {
    const modal = await companyAction(canvasElement, 'Edit company', 'Edit company');
    const name = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' West');
    await changeAsSomeoneElse({
      api: 'main',
      method: 'PUT',
      path: 'companies/1',
      body: {
        name: 'Acme Signs & Displays',
        signManufacturerId: null,
        manufacturerSignupType: 'standard',
      },
      as: 'superadmin@example.com',
    });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: 'Name: changed to "Acme Signs & Displays" by someone else since you opened this',
      }),
    ).toBeVisible();
    await expect(name).toHaveValue('Acme Signs West');
  },
};

const creditUpdates = recordRequests('content:PUT /company/:id/credits');

export const EditCreditsTakesTheirRequests: Story = {
  parameters: {
    namedState: {
      role: 'group',
      name: 'Custom Requests: changed to "12" by someone else since you opened this',
    },
    msw: { handlers: { scenarios: [creditUpdates.handler] } },
  },
  beforeEach: creditUpdates.reset,
  play: async ({ canvasElement }) => {
    const modal = await companyAction(canvasElement, 'Edit Credits', 'Edit Credits');
    const downloads = modal.getByRole('spinbutton', { name: 'Content Downloads' });
    await userEvent.clear(downloads);
    await userEvent.type(downloads, '200');
    await changeAsSomeoneElse({
      api: 'content',
      method: 'PUT',
      path: 'company/1/credits',
      body: { downloadCredits: 120, requestCredits: 12 },
      as: 'superadmin@example.com',
    });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: 'Custom Requests: changed to "12" by someone else since you opened this',
      }),
    ).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company credits updated');
    await expect(hubsOwn(creditUpdates.sent).map(({ body }) => body)).toEqual([
      { downloadCredits: 200, requestCredits: 12 },
    ]);
  },
};

export const EditSubscriberChangedElsewhere: Story = {
  parameters: {
    namedState: {
      role: 'group',
      name: /^Subscriber: changed to "Jordan Lee \(user@acme\.example\)" by someone else/,
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await companyAction(canvasElement, 'Edit Subscriber', 'Edit Subscriber');
    await changeAsSomeoneElse({
      api: 'content',
      method: 'PUT',
      path: 'company/1/subscriber-user',
      body: { subscriberAuthId: 'auth0|acme-user' },
    });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByRole('group', {
        name: /^Subscriber: changed to "Jordan Lee \(user@acme\.example\)" by someone else/,
      }),
    ).toBeVisible();
  },
};

export const SignPermissionsChangedElsewhere: Story = {
  parameters: {
    namedState: [
      {
        role: 'group',
        name: 'Scheduler Signs: changed to "Main Street Billboard" by someone else since you opened this',
      },
      { role: 'radio', checked: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const modal = await openRowAction(
      canvasElement,
      'user@acme.example',
      'Edit scheduler permissions',
      'Scheduler Sign Permissions',
    );
    const first = await modal.findByRole('checkbox', { name: /Main Street Billboard/ });
    await userEvent.click(first);
    await changeAsSomeoneElse({
      api: 'scheduler',
      method: 'PUT',
      path: `users/${JORDAN}/signs/permissions`,
      body: { signIds: [1] },
    });
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const change = await modal.findByRole('group', {
      name: 'Scheduler Signs: changed to "Main Street Billboard" by someone else since you opened this',
    });
    // Both changed the signs: the person chooses.
    for (const radio of within(change).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};
