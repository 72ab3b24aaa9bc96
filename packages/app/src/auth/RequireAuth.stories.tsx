import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { RequireAuth } from './RequireAuth.tsx';

const signedOut = (overrides: AppStoryParameters['auth']): { app: AppStoryParameters } => ({
  app: {
    route: '/admin/users?page=2&search=acme',
    auth: { isAuthenticated: false, login: fn(() => Promise.resolve()), ...overrides },
  },
});

const loginSpy = (parameters: Record<string, unknown>) =>
  (parameters.app as AppStoryParameters).auth?.login;

/** The guard in front of every signed-in page. */
const meta = {
  title: 'Screens/Sign In/Guard',
  component: RequireAuth,
  decorators: [appDecorator],
  parameters: { layout: 'fullscreen', ...signedOut({}) },
  args: { children: <h1>Protected page</h1> },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a session: the splash shows and sign-in starts, returning to the same path and query. */
export const SignedOutGoesToSignIn: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Signing in…' },
      { text: 'Protected page', gone: true },
    ],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signing in…');
    await waitFor(() =>
      expect(loginSpy(parameters)).toHaveBeenCalledWith('/admin/users?page=2&search=acme'),
    );
    await expect(canvas.queryByText('Protected page')).toBeNull();
  },
};

/** The session is still being restored: only the splash, and no sign-in yet. */
export const RestoringSession: Story = {
  parameters: {
    ...signedOut({ isLoading: true }),
    namedState: [{ role: 'status' }, { text: 'Signing in…' }],
  },
  play: async ({ canvasElement, parameters }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Signing in…');
    await expect(loginSpy(parameters)).not.toHaveBeenCalled();
  },
};

/** The identity provider answered with an error without a description. */
export const LoginFailed: Story = {
  parameters: {
    ...signedOut({ error: new Error('Login failed') }),
    namedState: { role: 'heading', name: 'Login failed' },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login failed' }),
    ).toBeVisible();
    await expect(loginSpy(parameters)).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(loginSpy(parameters)).toHaveBeenCalledOnce();
  },
};

export const SignedIn: Story = {
  parameters: {
    namedState: { role: 'heading', name: 'Protected page' },
    app: { route: '/home', auth: { isAuthenticated: true } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Protected page' }),
    ).toBeVisible();
  },
};
