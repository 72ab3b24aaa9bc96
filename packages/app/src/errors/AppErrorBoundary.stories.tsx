import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import type { AppErrorBoundaryProps } from './AppErrorBoundary.tsx';
import { appErrorBoundaryGuide } from './AppErrorBoundary.guide.ts';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';

/** A screen with a bug: it throws while rendering. */
function BrokenScreen({ error }: { error: Error }): never {
  throw error;
}

const RENDER_BUG = new TypeError("Cannot read properties of undefined (reading 'company')");
// What Chromium throws when a lazy screen's file is gone (a deploy) or unreachable (offline).
const CHUNK_GONE = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:5173/assets/UsersScreen-Bx1.js',
);

/**
 * No error leaves a blank page: the root boundary (around the whole app) and the page boundary
 * (around the routed screen, inside the layout) show what happened and offer a Reload.
 */
const meta = {
  title: 'Screens/Error',
  component: AppErrorBoundary,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: screenDocs(appErrorBoundaryGuide) },
  argTypes: {
    scope: { control: 'inline-radio', options: ['app', 'page'] },
    children: { control: false },
    resetKey: { control: false },
  },
  args: {
    scope: 'app',
    onReload: fn(),
    children: <BrokenScreen error={RENDER_BUG} />,
  },
} satisfies Meta<AppErrorBoundaryProps>;

export default meta;
type Story = StoryObj<AppErrorBoundaryProps>;

/** A render error anywhere in the app: a message and a Reload instead of an empty page. */
export const RenderError: Story = {
  parameters: {
    namedState: {
      text: 'The admin hub stopped because of an unexpected error. Reload to try again.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'The admin hub stopped because of an unexpected error. Reload to try again.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A screen's code could not be fetched while online: a deploy replaced it. */
export const NewerVersionAvailable: Story = {
  parameters: { namedState: { text: 'Reload to continue with the latest version.' } },
  args: { children: <BrokenScreen error={CHUNK_GONE} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'A newer version of the admin hub is available',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Reload to continue with the latest version.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Fails on /admin/users only, like a screen with a bug; every other page works. */
function FailsOnUsersPage() {
  const { pathname } = useLocation();
  if (pathname === '/admin/users') return <BrokenScreen error={RENDER_BUG} />;
  return <h1>Home page content</h1>;
}

const inLayoutAtUsersPage = {
  decorators: [appDecorator],
  parameters: { app: { route: '/admin/users', layout: true } },
  render: () => <FailsOnUsersPage />,
} satisfies Story;

/** A page that fails inside the layout: the top bar and the navigation stay usable. */
export const PageErrorKeepsShell: Story = {
  ...inLayoutAtUsersPage,
  parameters: {
    ...inLayoutAtUsersPage.parameters,
    namedState: { role: 'button', name: /^Profile menu/, disabled: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'This page stopped because of an unexpected error. Reload to try again, or go to another page.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
    const navigation = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: /^Profile menu/ })).toBeEnabled();
  },
};

/** Going to another page clears the error: the layout's boundary is keyed by the path. */
export const NavigatingAwayRecovers: Story = {
  tags: ['flow'],
  ...inLayoutAtUsersPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' });
    const navigation = await canvas.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(navigation).getByRole('link', { name: 'Home' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Home page content' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  },
};
