// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@admin-hub/domain/entities';
import { storeWrapper } from '../testing/storeWrapper.tsx';
import { PagedListView } from './PagedListView.tsx';
import type { ListParams } from './useListParams.ts';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
}

const paged = (total: number, rows: Row[]): Paged<Row> => ({
  data: rows,
  meta: {
    current_page: 1,
    first_page: 1,
    first_page_url: '/?page=1',
    last_page: Math.ceil(total / 40),
    last_page_url: `/?page=${Math.ceil(total / 40)}`,
    next_page_url: null,
    per_page: 40,
    previous_page_url: null,
    total,
  },
});

const EVERYONE = paged(1500, [{ id: 1, name: 'Ada' }]);

const params = (search: string, page = 1): ListParams<'name'> => ({
  search,
  sort: 'name',
  page,
  setSearch: vi.fn(),
  setSort: vi.fn(),
  setPage: vi.fn(),
});

/** An RTK Query result: `data` keeps the last answer of any search, `currentData` this search's. */
type Query = Parameters<typeof PagedListView<Row, 'name'>>[0]['query'] & { data?: Paged<Row> };

const listView = (
  search: string,
  query: Query,
  page = 1,
  beforeRows?: (rowsOnScreen: boolean) => string,
) => (
  <PagedListView<Row, 'name'>
    beforeRows={beforeRows}
    title="Users"
    noun="users"
    searchPlaceholder="Search"
    sortOptions={[{ key: 'name', label: 'Name A-Z' }]}
    params={params(search, page)}
    perPage={40}
    query={query}
    emptyTitle="No Users Found"
    emptyDescription="Users appear here once they are invited to a company."
    skeleton={<div data-testid="skeleton" />}
    renderRows={(rows) => (
      <ul aria-label="Users">
        {rows.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
    )}
  />
);

const renderList = (search: string, query: Query) =>
  render(listView(search, query), { wrapper: storeWrapper() });

describe('PagedListView', () => {
  it('shows the count and pagers of the rows it shows', () => {
    renderList('', { data: EVERYONE, currentData: EVERYONE, isError: false, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users (1,500)');
    expect(screen.getAllByText('1–40 / 1,500')).toHaveLength(2);
  });

  it('shows no count or pager of an earlier search once a new search failed', () => {
    renderList('Megaplex', {
      data: EVERYONE,
      currentData: undefined,
      isError: true,
      refetch: vi.fn(),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users');
    expect(screen.queryByText(/\/ 1,500/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Users' })).toBeNull();
    expect(screen.getByText('The users could not be loaded.')).toBeTruthy();
  });

  it('shows no count of an earlier search while a new one loads', () => {
    renderList('Megaplex', {
      data: EVERYONE,
      currentData: undefined,
      isError: false,
      isFetching: true,
      refetch: vi.fn(),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users');
    expect(screen.getByRole('status').textContent).toBe('Loading users');
    // The rows' shape stands in for them meanwhile.
    expect(screen.getByTestId('skeleton')).toBeTruthy();
  });

  it('keeps the pagers on the range of the rows on screen while the next page loads', () => {
    const loaded = { data: EVERYONE, currentData: EVERYONE, isError: false, refetch: vi.fn() };
    const { rerender } = render(listView('', loaded), { wrapper: storeWrapper() });
    // The address says page 2; its answer is on its way, page 1's rows stay.
    rerender(listView('', { ...loaded, currentData: undefined, isFetching: true }, 2));
    expect(screen.getAllByText('1–40 / 1,500')).toHaveLength(2);
    expect(screen.queryByText(/^41–80/)).toBeNull();
    for (const pager of screen.getAllByRole('navigation')) {
      expect(pager.getAttribute('aria-busy')).toBe('true');
      expect(pager.textContent).toContain('1–40 / 1,500, loading page 2');
    }
    expect(screen.getByText('Ada').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('tells what stands before the rows whether they (and their header) are on screen', () => {
    const before = (rowsOnScreen: boolean) => (rowsOnScreen ? 'with rows' : 'without rows');
    const loaded = { data: EVERYONE, currentData: EVERYONE, isError: false, refetch: vi.fn() };
    const { rerender } = render(listView('', loaded, 1, before), { wrapper: storeWrapper() });
    expect(screen.getByText('with rows')).toBeTruthy();
    // A new search: its rows are on their way, none of the last search's stay.
    rerender(
      listView('Megaplex', { ...loaded, currentData: undefined, isFetching: true }, 1, before),
    );
    expect(screen.getByText('without rows')).toBeTruthy();
    const none = paged(0, []);
    rerender(listView('Nobody', { ...loaded, currentData: none, data: none }, 1, before));
    expect(screen.getByText('without rows')).toBeTruthy();
  });
});
