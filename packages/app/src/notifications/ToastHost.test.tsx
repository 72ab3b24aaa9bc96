// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_ERROR } from '../api/baseQuery.ts';
import { toastNotifier } from './Notifier.ts';
import { ToastHost } from './ToastHost.tsx';

afterEach(cleanup);

describe('ToastHost with the toast notifier', () => {
  it('shows success and error toasts at the top right', async () => {
    const { container } = render(<ToastHost />);
    act(() => {
      toastNotifier.success('User created');
      toastNotifier.error('Error loading users');
    });
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(await screen.findByText('Error loading users')).toBeTruthy();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--error')).not.toBeNull();
  });

  it('adds no <style> element, which the Content-Security-Policy would block', async () => {
    render(<ToastHost />);
    act(() => toastNotifier.success('User created'));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows a toast raised before the host mounted (the app mounts it with the first toast)', async () => {
    act(() => toastNotifier.error('Error loading companies'));
    render(<ToastHost />);
    expect(await screen.findByText('Error loading companies')).toBeTruthy();
  });

  it("shows the first toast under StrictMode too, as the demo's dev server renders it", async () => {
    // StrictMode mounts the container twice; a toast handed to the first mount would be lost.
    await act(async () => {
      toastNotifier.success('Company created');
      // Let react-toastify arrive and take the toast while no container exists.
      await import('react-toastify/unstyled');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    render(
      <StrictMode>
        <ToastHost />
      </StrictMode>,
    );
    expect(await screen.findByText('Company created')).toBeTruthy();
  });

  it('shows one token failure toast however many requests failed on it', async () => {
    render(<ToastHost />);
    act(() => {
      toastNotifier.error(ACCESS_TOKEN_ERROR);
      toastNotifier.error(ACCESS_TOKEN_ERROR);
      toastNotifier.error(ACCESS_TOKEN_ERROR);
    });
    expect(await screen.findAllByText(ACCESS_TOKEN_ERROR)).toHaveLength(1);
  });
});
