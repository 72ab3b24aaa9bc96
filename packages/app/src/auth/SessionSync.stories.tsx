import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Outlet } from 'react-router-dom';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { SessionEvent } from './sessionBroadcast.ts';
import { SessionSync } from './SessionSync.tsx';

const PAGE_TIMEOUT = { timeout: 8000 };
const USERS_HEADING = { level: 1, name: /^Users \([\d,]+\)$/ } as const;

/** The signed-in users page, whose `resumeSession` resolves, rejects or never settles. */
const atUsers = (resumeSession: () => Promise<void>): { app: AppStoryParameters } => ({
  app: {
    route: '/admin/users?search=acme',
    auth: { resumeSession: fn(resumeSession) },
    appRoutes: true,
  },
});

const resumeSpy = (parameters: Record<string, unknown>) =>
  (parameters.app as AppStoryParameters).auth?.resumeSession;

/** What another tab of the app posts on the shared channel. */
function postFromOtherTab(event: SessionEvent): void {
  const otherTab = new BroadcastChannel('admin-hub-session');
  otherTab.postMessage(event);
  otherTab.close();
}

/** The app's tabs follow one session: a sign-out in one reaches the others (issue 16 item 4). */
const meta = {
  title: 'Flows/Session Sync',
  // Tests through several states (another tab signs out, then in): they run in npm test, hidden
  // from the sidebar.
  tags: ['flow'],
  component: SessionSync,
  decorators: [appDecorator],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { scenarios: [] } },
    ...atUsers(() => Promise.resolve()),
  },
  args: { children: <Outlet /> },
} satisfies Meta<typeof SessionSync>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed out in another tab: the whole screen gives way to 'Signed out' (no list, no navigation
 * left to click). Signed in again there: this tab resumes the session and shows its page again.
 */
export const SignedOutThenSignedInElsewhere: Story = {
  parameters: {
    ...atUsers(() => Promise.resolve()),
    namedState: [{ role: 'heading' }, { role: 'heading', name: 'Signed out', gone: true }],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', USERS_HEADING, PAGE_TIMEOUT)).toBeVisible();

    postFromOtherTab({ type: 'signed-out' });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signed out' }),
    ).toBeVisible();
    await expect(canvas.getByText('You signed out in another tab.')).toBeVisible();
    await expect(canvas.queryByRole('heading', USERS_HEADING)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(resumeSpy(parameters)).not.toHaveBeenCalled();

    postFromOtherTab({ type: 'signed-in' });
    await waitFor(() => expect(resumeSpy(parameters)).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('heading', USERS_HEADING, PAGE_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Signed out' })).toBeNull();
  },
};

/** A sign-in elsewhere while this tab is still signed in changes nothing here. */
export const SignedInElsewhereWhileSignedIn: Story = {
  parameters: { ...atUsers(() => Promise.resolve()), namedState: { role: 'heading' } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', USERS_HEADING, PAGE_TIMEOUT)).toBeVisible();
    postFromOtherTab({ type: 'signed-in' });
    // Give the message time to arrive: it must not reach for the session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(resumeSpy(parameters)).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', USERS_HEADING)).toBeVisible();
  },
};

/** While the session is picked up again, only the splash shows. */
export const ResumingSession: Story = {
  parameters: {
    ...atUsers(() => new Promise<void>(() => undefined)),
    namedState: [{ role: 'status' }, { text: 'Signing in…' }, { role: 'heading', gone: true }],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', USERS_HEADING, PAGE_TIMEOUT)).toBeVisible();
    postFromOtherTab({ type: 'signed-out' });
    await canvas.findByRole('heading', { level: 1, name: 'Signed out' });
    postFromOtherTab({ type: 'signed-in' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signing in…');
    // The splash renders first; the session is reached for right after.
    await waitFor(() => expect(resumeSpy(parameters)).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('heading', USERS_HEADING)).toBeNull();
  },
};

/** The session could not be picked up: the tab stays signed out, Sign in again still there. */
export const ResumeFailsStaysSignedOut: Story = {
  parameters: {
    ...atUsers(() => Promise.reject(new Error('Login required'))),
    namedState: [
      { role: 'button', name: 'Sign in again' },
      { role: 'heading', gone: true },
    ],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', USERS_HEADING, PAGE_TIMEOUT)).toBeVisible();
    postFromOtherTab({ type: 'signed-out' });
    await canvas.findByRole('heading', { level: 1, name: 'Signed out' });
    postFromOtherTab({ type: 'signed-in' });
    await waitFor(() => expect(resumeSpy(parameters)).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signed out' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(canvas.queryByRole('heading', USERS_HEADING)).toBeNull();
  },
};
