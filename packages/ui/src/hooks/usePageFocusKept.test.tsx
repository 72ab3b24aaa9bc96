// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { usePageFocusKept } from './usePageFocusKept.ts';

afterEach(cleanup);

/** A page whose link leads to another page, whose heading comes a moment later when `late`. */
function Page({ late = false }: { late?: boolean }) {
  const main = useRef<HTMLElement>(null);
  usePageFocusKept(main);
  const [page, setPage] = useState<'list' | 'loading' | 'detail'>('list');
  return (
    <main ref={main} tabIndex={-1}>
      {page === 'list' && (
        <>
          <h1 tabIndex={-1}>Companies</h1>
          <button
            onClick={() => {
              setPage(late ? 'loading' : 'detail');
              if (late) setTimeout(() => setPage('detail'), 300);
            }}
          >
            Acme Signs
          </button>
          <button>Stays</button>
        </>
      )}
      {page === 'loading' && <p>Loading…</p>}
      {page === 'detail' && <h1 tabIndex={-1}>Acme Signs</h1>}
    </main>
  );
}

it("lands focus that left with its control on the new page's heading", async () => {
  render(<Page />);
  const link = screen.getByRole('button', { name: 'Acme Signs' });
  link.focus();
  fireEvent.click(link);
  const heading = screen.getByRole('heading', { name: 'Acme Signs' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});

it('waits on the page for a heading that comes later, then moves to it', async () => {
  render(<Page late />);
  const link = screen.getByRole('button', { name: 'Acme Signs' });
  link.focus();
  fireEvent.click(link);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  const heading = await screen.findByRole('heading', { name: 'Acme Signs' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});

it('leaves focus the person put on the page itself', async () => {
  render(<Page />);
  const stays = screen.getByRole('button', { name: 'Stays' });
  stays.focus();
  act(() => stays.blur());
  await act(() => Promise.resolve());
  expect(document.activeElement).toBe(document.body);
});
