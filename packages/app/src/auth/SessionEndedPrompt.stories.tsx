import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPER_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import { CompanyDetailScreen } from '../screens/company/CompanyDetailScreen.tsx';
import { UsersScreen } from '../screens/users/UsersScreen.tsx';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { endedSession } from '../testing/endedSession.ts';
import { expectToast } from '../testing/expectToast.ts';
import { chooseRowAction } from '../testing/rowActions.ts';
import { guideDocs } from '@admin-hub/ui/guides';
import { SessionEndedPrompt } from './SessionEndedPrompt.tsx';
import { sessionEndedPromptGuide } from './SessionEndedPrompt.guide.ts';
import { fitsALaptop, fitsAPhone } from '@admin-hub/ui/storyVariants';

const PAGE_TIMEOUT = { timeout: 10_000 };
const IN_TOAST = { selector: '.Toastify__toast, .Toastify__toast *' };

const prompt = () => screen.findByRole('dialog', { name: 'Session ended' }, PAGE_TIMEOUT);
const noToasts = () => expect(document.querySelector('.Toastify__toast')).toBeNull();

/**
 * A session that ends under the page (issue 16 item 3): one prompt however many calls fail for it,
 * no error toast, and signing in again keeps the page and what was typed.
 */
const meta = {
  title: 'Dialogs/Session Ended',
  component: SessionEndedPrompt,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: { layout: 'fullscreen', docs: guideDocs(sessionEndedPromptGuide) },
} satisfies Meta<typeof SessionEndedPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const atUsers = (auth: AppStoryParameters['auth']): AppStoryParameters => ({
  route: '/admin/users?search=acme',
  path: '/admin/users',
  auth,
});

const usersRefused = endedSession(['GET /users']);

/**
 * The list's read answers 401: one prompt, no 'Error loading users' toast. Signed in again, the
 * list that failed loads by itself.
 */
export const ReadRefusedThenSignedInAgain: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: { role: 'heading', name: /^Users \([\d,]+\)$/ },
    focusOnBody:
      "The prompt closes (or its button waits on the sign-in) on a screen drawn without the app shell; in the app the shell lands focus lost with its control on the page's heading (usePageFocusKept)",
    app: atUsers({ signInAgain: fn(usersRefused.signInAgain) }),
    msw: { handlers: { scenarios: usersRefused.handlers } },
  },
  beforeEach: usersRefused.reset,
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const dialog = within(await prompt());
    await expect(
      dialog.getByText('Your session has ended. Sign in again to continue where you left off.'),
    ).toBeVisible();
    await noToasts();
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Sign in again' }));
    await expect((parameters.app as AppStoryParameters).auth?.signInAgain).toHaveBeenCalledWith(
      '/admin/users?search=acme',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Users \([\d,]+\)$/ }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(usersRefused.signIns()).toBe(1);
    await noToasts();
  },
};

const tokenGone = endedSession([]);

/**
 * No token can be had (the provider's session ended, the refresh token refused): the same one
 * prompt, not a 'Get access token failed' toast per call.
 */
export const NoTokenAnyMore: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: [
      { role: 'list', name: 'Users' },
      { role: 'dialog', gone: true },
    ],
    focusOnBody:
      "The prompt closes (or its button waits on the sign-in) on a screen drawn without the app shell; in the app the shell lands focus lost with its control on the page's heading (usePageFocusKept)",
    app: atUsers({
      getAccessToken: tokenGone.tokenOf(DEMO_SUPER_ADMIN.id),
      signInAgain: tokenGone.signInAgain,
    }),
  },
  beforeEach: tokenGone.reset,
  play: async ({ canvasElement }) => {
    const dialog = within(await prompt());
    await noToasts();
    await expect(within(document.body).queryByText('Get access token failed', IN_TOAST)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in again' }));
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Users' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

// Once the session ends, the save is refused, and so is the read of the company, whose failure
// would take the page away, and the open dialog with it. Only these two: the prompt coming back
// then says that this read's refusal has reached the page.
const saveRefused = endedSession(['PUT /companies/:id', 'GET /companies/:id'], {
  endsLater: true,
});

/**
 * The session ends while a form is open: the save is refused, and the connection coming back
 * meanwhile sends the page's reads again (refetchOnReconnect): the company's is refused too. The
 * prompt shows over the dialog; the page keeps its data, the dialog and what was typed in it;
 * signed in again, the company's read recovers and the same Save goes through.
 */
export const SaveRefusedFormKept: Story = {
  render: () => <CompanyDetailScreen companyId={1} />,
  parameters: {
    namedState: { role: 'heading', name: 'Acme Signs West' },
    app: {
      route: '/admin/companies/1',
      path: '/admin/companies/:companyId',
      auth: { signInAgain: saveRefused.signInAgain },
    },
    msw: { handlers: { scenarios: saveRefused.handlers } },
  },
  beforeEach: saveRefused.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Acme Signs' }, PAGE_TIMEOUT),
    );
    await userEvent.click(await canvas.findByRole('button', { name: /^Edit company/ }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit company' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ' West');
    saveRefused.end();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await noToasts();
    // Put away, the prompt comes back at the next call refused for the session.
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull());
    // A save refused for the session refreshes nothing: the company's read fails only when sent
    // again. Its refusal brings the prompt back; signing in before it had reached the page would
    // send the read again at once, and a lost form would go unnoticed.
    window.dispatchEvent(new Event('online'));
    const dialog = within(await prompt());
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull());

    // The read failed meanwhile and was sent again: the page never gave way to its failure
    // state, which would have closed the dialog and dropped what was typed.
    await expect(canvas.queryByText('The company could not be loaded.')).toBeNull();
    const kept = within(screen.getByRole('dialog', { name: 'Edit company' }));
    await expect(kept.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Signs West');
    await userEvent.click(kept.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Company updated');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs West' }),
    ).toBeVisible();
  },
};

/** While the sign-in runs (its popup open), the prompt cannot be put away. */
export const SigningIn: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: { role: 'dialog', name: 'Session ended' },
    focusOnBody:
      "The prompt closes (or its button waits on the sign-in) on a screen drawn without the app shell; in the app the shell lands focus lost with its control on the page's heading (usePageFocusKept)",
    app: atUsers({ signInAgain: () => new Promise<void>(() => undefined) }),
    msw: { handlers: { scenarios: usersRefused.handlers } },
  },
  beforeEach: usersRefused.reset,
  play: async () => {
    const dialog = within(await prompt());
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Sign in again/ })).toBeDisabled(),
    );
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Session ended' })).toBeVisible();
  },
};

/** The popup was closed before signing in: the prompt says so and offers the same way again. */
export const SignInNotCompleted: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: { role: 'dialog', name: 'Session ended' },
    app: atUsers({ signInAgain: () => Promise.reject(new Error('Sign-in not completed')) }),
    msw: { handlers: { scenarios: usersRefused.handlers } },
  },
  beforeEach: usersRefused.reset,
  play: async () => {
    const dialog = within(await prompt());
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in again' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Sign-in was not completed.');
    await expect(dialog.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
    await expect(screen.getByRole('dialog', { name: 'Session ended' })).toBeVisible();
  },
};

const pagingRefused = endedSession(['GET /users']);

/** Put away with 'Not now', the prompt stays away until the next call fails for the ended session. */
export const ClosedComesBackAtNextFailure: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: { role: 'dialog', name: 'Session ended' },
    app: atUsers({ signInAgain: pagingRefused.signInAgain }),
    msw: { handlers: { scenarios: pagingRefused.handlers } },
  },
  beforeEach: pagingRefused.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page's own failure state offers to try again: that call fails for the session too.
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, PAGE_TIMEOUT));
    await expect(await prompt()).toBeVisible();
    await noToasts();
  },
};

const editRefused = endedSession(['PUT /users/:id'], { endsLater: true });

/**
 * The prompt over an open Edit user dialog (issue 23 item 6): its own backdrop lies over that
 * dialog and dims it, and the prompt lies over that backdrop. Bootstrap gives every backdrop one
 * z-index, below every dialog's, so a later backdrop went under the earlier dialog.
 */
export const OverAnOpenDialog: Story = {
  render: () => <UsersScreen />,
  parameters: {
    namedState: { role: 'dialog', name: 'Session ended' },
    app: {
      route: `/admin/users?search=${encodeURIComponent(DEMO_USER.email)}`,
      path: '/admin/users',
      auth: { signInAgain: editRefused.signInAgain },
    },
    msw: { handlers: { scenarios: editRefused.handlers } },
  },
  beforeEach: editRefused.reset,
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, DEMO_USER.email, 'Edit user');
    const editUser = await screen.findByRole('dialog', { name: 'Edit user' }, PAGE_TIMEOUT);
    await userEvent.type(within(editUser).getByRole('textbox', { name: 'First name' }), 'x');
    editRefused.end();
    await userEvent.click(within(editUser).getByRole('button', { name: 'Save' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Session ended' }));

    // Portals are appended in the order the dialogs opened: the prompt's backdrop is the last.
    const backdrops = [...document.querySelectorAll<HTMLElement>('.modal-backdrop')];
    await expect(backdrops).toHaveLength(2);
    const promptBackdrop = backdrops[1]!;
    await waitFor(() => expect(promptBackdrop).toHaveClass('show'));

    // Just inside the Edit user dialog's top-left corner, the prompt's backdrop lies above it.
    const box = editUser.querySelector('.modal-content')!.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + 16, box.top + 16);
    const firstOfEditUser = stack.findIndex((element) => editUser.contains(element));
    await expect(stack.indexOf(promptBackdrop)).toBeGreaterThanOrEqual(0);
    await expect(stack.indexOf(promptBackdrop)).toBeLessThan(firstOfEditUser);
    // And the prompt lies above its backdrop: its button is what a click there reaches.
    const signIn = prompt.getByRole('button', { name: 'Sign in again' });
    const button = signIn.getBoundingClientRect();
    const top = document.elementFromPoint(
      button.left + button.width / 2,
      button.top + button.height / 2,
    );
    await expect(signIn.contains(top)).toBe(true);
  },
};

// Issue 37: the prompt fits a laptop's window and a phone's screen (ui's storyVariants/dialogFit.ts).
export const SignInNotCompletedFitsALaptop: Story = fitsALaptop(SignInNotCompleted);
export const SignInNotCompletedFitsAPhone: Story = fitsAPhone(SignInNotCompleted);
