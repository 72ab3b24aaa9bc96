// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { chunkLoadError } from './isChunkLoadError.ts';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const RENDER_BUG = new TypeError("Cannot read properties of undefined (reading 'id')");
const CHUNK_FAILURE = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:5173/assets/UsersScreen-x1.js',
);

beforeEach(() => {
  // React reports every caught error on the console; the tests assert what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('AppErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    render(
      <AppErrorBoundary scope="app">
        <p>Users</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Users')).toBeTruthy();
  });

  it('replaces a failed render with a message and a Reload, instead of a blank page', () => {
    const onReload = vi.fn();
    render(
      <AppErrorBoundary scope="app" onReload={onReload}>
        <Throws error={RENDER_BUG} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('says a newer version is available when a screen’s code is gone while online', () => {
    render(
      <AppErrorBoundary scope="page">
        <Throws error={CHUNK_FAILURE} />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'A newer version of the admin hub is available' }),
    ).toBeTruthy();
    // Inside the layout, the layout holds the page's <main>.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('says the browser is offline when that is why the code could not load', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <AppErrorBoundary scope="page">
        <Throws error={chunkLoadError('gave up after retrying', CHUNK_FAILURE)} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText(/Reconnect, then reload/)).toBeTruthy();
  });

  it('recovers when its reset key changes (the user navigated elsewhere)', () => {
    const page = (path: string) => (
      <AppErrorBoundary scope="page" resetKey={path}>
        {path === '/admin/users' ? <Throws error={RENDER_BUG} /> : <p>Home page</p>}
      </AppErrorBoundary>
    );
    const { rerender } = render(page('/admin/users'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    rerender(page('/home'));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('catches a thrown non-error value too', () => {
    render(
      <AppErrorBoundary scope="app">
        <Throws error={undefined} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
