// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowMoreList } from './ShowMoreList.tsx';

// The batch size and the virtualising threshold are written out, not read from ShowMoreList's
// constants: a test that followed them would pass whatever they became. 20 rows per task stays
// well under 50 ms; past 500 rows the expanded list scrolls in a box of its own.
const ROWS_PER_TASK = 20;

const membersOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `Member ${index + 1}`);

const renderList = (members = membersOf(200)) =>
  render(
    <ShowMoreList
      items={members}
      getKey={(name) => name}
      renderItem={(name) => name}
      label="Users"
    />,
  );

/** Runs the next batch's task (and React's work for it). */
const nextTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('ShowMoreList with a long list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("adds the rows in batches after 'Show More', the list busy until all are in", async () => {
    vi.useFakeTimers();
    renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    // The click's own task renders one batch only.
    expect(screen.getAllByRole('listitem')).toHaveLength(5 + ROWS_PER_TASK);
    expect(screen.getByRole('list', { name: 'Users' }).getAttribute('aria-busy')).toBe('true');
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(5 + 2 * ROWS_PER_TASK);
    // 5 + 20 rows, then 20 per task: 195 more rows take 9 tasks in all.
    for (let task = 2; task <= Math.ceil(195 / ROWS_PER_TASK); task += 1) await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByRole('list', { name: 'Users' }).hasAttribute('aria-busy')).toBe(false);
  });

  it("goes back to five rows at once with 'Show Less', and batches again on the next 'Show More'", async () => {
    vi.useFakeTimers();
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await nextTask();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5 + ROWS_PER_TASK);
  });

  it("renders up to 500 rows in the page, and scrolls 501 in a box of its own, after 'Show More'", () => {
    const box = () => screen.queryByRole('region', { name: 'Users, scrolling list' });
    renderList(membersOf(500));
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(box()).toBeNull();
    cleanup();
    renderList(membersOf(501));
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(box()).not.toBeNull();
  });
});
