// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const renderBox = (onSearch = vi.fn()) => {
    render(<SearchBox label="Search users" placeholder="Search all Users" onSearch={onSearch} />);
    return { onSearch, input: screen.getByRole('searchbox', { name: 'Search users' }) };
  };

  it('emits nothing at 499 ms and the value at 500 ms after the last keystroke', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'acme' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('acme');
  });

  it('restarts the wait on every keystroke and emits only the final value', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'ac' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.change(input, { target: { value: 'acme' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('acme');
  });

  it('emits nothing on mount nor when the parent replaces the value', () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchBox label="Search" placeholder="Search" value="old" onSearch={onSearch} />,
    );
    rerender(<SearchBox label="Search" placeholder="Search" value="" onSearch={onSearch} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('emits nothing after unmounting', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'acme' } });
    cleanup();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
