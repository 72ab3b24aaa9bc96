import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { LoginRoute } from './LoginRoute.tsx';
import { loginRouteGuide } from './LoginRoute.guide.ts';

const atLogin = (
  search: string,
  auth: AppStoryParameters['auth'],
): { app: AppStoryParameters } => ({
  app: { route: `/login${search}`, path: '/login', auth },
});

const signedOut = () => ({ isAuthenticated: false, login: fn(() => Promise.resolve()) });

const loginSpy = (parameters: Record<string, unknown>) =>
  (parameters.app as AppStoryParameters).auth?.login;

/** /login: where the identity provider returns, and where sign-in starts when visited directly. */
const meta = {
  title: 'Screens/Sign In',
  component: LoginRoute,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    layout: 'fullscreen',
    ...atLogin('', signedOut()),
    docs: screenDocs(loginRouteGuide),
  },
  args: {},
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visited directly: sign-in starts, coming back to /home. */
export const VisitedDirectly: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Signing in…' }] },
  play: async ({ canvasElement, parameters }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Signing in…');
    await waitFor(() => expect(loginSpy(parameters)).toHaveBeenCalledWith('/home'));
  },
};

export const WithSameOriginReturnTo: Story = {
  parameters: {
    ...atLogin('?returnTo=%2Fadmin%2Fusers%3Fpage%3D3', signedOut()),
    namedState: [{ role: 'status' }, { text: 'Signing in…' }],
  },
  play: async ({ parameters }) => {
    await waitFor(() => expect(loginSpy(parameters)).toHaveBeenCalledWith('/admin/users?page=3'));
  },
};

/** A return target on another site is refused: no open redirect. */
export const WithForeignReturnToIsRefused: Story = {
  parameters: {
    ...atLogin('?returnTo=%2F%2Fevil.example%2Fphish', signedOut()),
    namedState: [{ role: 'status' }, { text: 'Signing in…' }],
  },
  play: async ({ parameters }) => {
    await waitFor(() => expect(loginSpy(parameters)).toHaveBeenCalledWith('/home'));
  },
};

/** Back from the identity provider: only the splash while the code is exchanged. */
export const HandlingCallback: Story = {
  parameters: {
    ...atLogin('?code=abc&state=xyz', {
      isLoading: true,
      isAuthenticated: false,
      login: fn(),
    }),
    namedState: [{ role: 'status' }, { text: 'Signing in…' }],
  },
  play: async ({ canvasElement, parameters }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Signing in…');
    await expect(loginSpy(parameters)).not.toHaveBeenCalled();
  },
};

/** Already signed in: straight on to the return target. */
export const AlreadySignedIn: Story = {
  tags: ['flow'],
  parameters: atLogin('?returnTo=%2Fadmin%2Fcompanies', { isAuthenticated: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/companies'),
    ).toBeVisible();
  },
};

/** The provider answered with an error and no description. */
export const LoginFailed: Story = {
  parameters: {
    ...atLogin('?error=access_denied&state=xyz', {
      isAuthenticated: false,
      error: new Error('Login failed'),
      login: fn(),
    }),
    namedState: { role: 'button', name: 'Try again', disabled: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login failed' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
