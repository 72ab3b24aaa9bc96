import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Paged } from '@admin-hub/domain';
import { DataToolbar, EmptyState, Pager, SearchBox, SortMenu } from '@admin-hub/ui';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import type { ListParams } from './useListParams.ts';

export interface PagedListViewProps<T, K extends string> {
  /** Heading, also the accessible name of the list ('Users', 'Companies'). */
  title: string;
  /** Plural noun for labels and messages ('users', 'companies'). */
  noun: string;
  searchPlaceholder: string;
  sortOptions: readonly { key: K; label: string }[];
  params: ListParams<K>;
  perPage: number;
  /** The list query's state, as RTK Query hands it over. */
  query: {
    data?: Paged<T>;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  emptyTitle: string;
  renderRows: (rows: T[]) => ReactNode;
  /** The page's add action beside the heading. */
  action?: ReactNode;
}

/**
 * The frame every searchable, sortable, paged admin list shares: toolbar with count, search and
 * sort, a pager above and below, and the loading, failed and empty states. A failed load keeps
 * search, sort and pager usable and offers a retry.
 */
export function PagedListView<T, K extends string>({
  title,
  noun,
  searchPlaceholder,
  sortOptions,
  params,
  perPage,
  query,
  emptyTitle,
  renderRows,
  action,
}: PagedListViewProps<T, K>) {
  const { search, sort, page, setSearch, setSort, setPage } = params;
  const { data, isError, isFetching, refetch } = query;
  const total = data?.meta.total;
  const lastPage = data?.meta.last_page;
  // An address past the end (a stale link, or rows deleted meanwhile) moves to the last page.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const pager = (position: 'above' | 'below') => (
    <Pager
      page={page}
      perPage={perPage}
      total={total ?? 0}
      label={`Pages of ${noun}, ${position} the list`}
      onPageChange={(next) => {
        setPage(next);
        // The lower pager is far from the top of the new page's rows.
        if (position === 'below') window.scrollTo({ top: 0 });
      }}
    />
  );

  return (
    <>
      <DataToolbar
        title={title}
        count={total}
        action={action}
        search={
          <SearchBox
            label={`Search ${noun}`}
            placeholder={searchPlaceholder}
            value={search}
            onSearch={setSearch}
          />
        }
        sort={
          <SortMenu<K>
            label={`Sort ${noun}`}
            options={sortOptions}
            value={sort}
            onChange={setSort}
          />
        }
      >
        {pager('above')}
      </DataToolbar>
      {isError ? (
        <LoadFailed message={`The ${noun} could not be loaded.`} onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <LoadingStatus label={`Loading ${noun}`} />
      ) : data.data.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-50' : undefined}>
          {renderRows(data.data)}
        </div>
      )}
      <div className="mt-2">{pager('below')}</div>
    </>
  );
}
