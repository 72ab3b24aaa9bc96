// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './ChunkLoadError.ts';
import { lazyComponent } from './lazyComponent.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Loading = () => <p>Loading…</p>;

/** A loader whose promise the test settles. */
function controlledLoad() {
  let resolve!: (component: typeof Greeting) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((done) => {
        resolve = done;
      }),
  );
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">
        {this.state.error.name}: {this.state.error.message}
      </p>
    ) : (
      this.props.children
    );
  }
}

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('shows the fallback, then the component as soon as its code arrives', async () => {
    const { load, resolve } = controlledLoad();
    const Lazy = lazyComponent(load, Loading);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => {
      resolve(Greeting);
      return Promise.resolve();
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(Lazy.isLoaded()).toBe(true);
  });

  it('renders a preloaded component in the first pass, with no fallback', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting), Loading);
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    render(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('fetches the code once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="Edsger" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a ChunkLoadError to the error boundary when every attempt failed', async () => {
    const load = vi.fn(() =>
      Promise.reject<typeof Greeting>(new TypeError('Importing a module script failed.')),
    );
    const Lazy = lazyComponent(load, Loading, { delayMs: 1, isOnline: () => true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Lazy name="Barbara" />
      </Boundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^ChunkLoadError: /);
    expect(load).toHaveBeenCalledTimes(3);
    // The next attempt starts afresh rather than replaying the failure.
    await expect(Lazy.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(6);
  });
});
