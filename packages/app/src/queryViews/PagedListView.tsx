import type { ReactNode } from 'react';
import type { Paged } from '@admin-hub/domain/entities';
import { DataToolbar } from '@admin-hub/ui/DataToolbar';
import { ClearSearchButton, EmptyState } from '@admin-hub/ui/EmptyState';
import { LoadableContent } from '@admin-hub/ui/LoadableContent';
import { Pager } from '@admin-hub/ui/Pager';
import { SearchBox } from '@admin-hub/ui/SearchBox';
import { SortMenu } from '@admin-hub/ui/SortMenu';
import type { ListParams } from './useListParams.ts';
import { usePagedView } from './usePagedView.ts';
import type { QueryState } from './useQueryView.ts';

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
  query: QueryState<Paged<T>>;
  /** The empty state: its title (spec), what fills the list, and the role's next step if any. */
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
  renderRows: (rows: T[]) => ReactNode;
  /** The page's add action beside the heading. */
  action?: ReactNode;
  /**
   * Between the toolbar and the rows, e.g. a bulk run's progress. As a function, it is told
   * whether rows (and so their header) are on screen: a selection's bar stands here without them.
   */
  beforeRows?: ReactNode | ((rowsOnScreen: boolean) => ReactNode);
  /** The rows' shape while the first answer loads (`SkeletonRows`). */
  skeleton: ReactNode;
}

/**
 * The frame every searchable, sortable, paged admin list shares: toolbar with count, search and
 * sort, a pager above and below, and the loading, failed and empty states. Count and pagers
 * come from the same answer as the rows on screen: while a new search loads or after it failed,
 * none is shown; while another page loads, the pagers keep the range on screen and mark the
 * page on its way. A failed load keeps search and sort usable and offers a retry.
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
  emptyDescription,
  emptyAction,
  renderRows,
  action,
  beforeRows,
  skeleton,
}: PagedListViewProps<T, K>) {
  const { search, sort, page, setSearch, setSort, setPage } = params;
  // Pages and orders of one search keep its rows on screen while the next answer loads.
  const { view, shownPage, loadingPage } = usePagedView(query, search, page, setPage);
  const searched = search.trim();
  const shown = view.status === 'loaded' ? view.data : undefined;
  const rowsOnScreen = shown !== undefined && shown.data.length > 0;
  const total = shown?.meta.total;

  const pager = (position: 'above' | 'below') =>
    total !== undefined && (
      <Pager
        page={shownPage}
        loadingPage={loadingPage}
        perPage={perPage}
        total={total}
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
      {typeof beforeRows === 'function' ? beforeRows(rowsOnScreen) : beforeRows}
      <LoadableContent
        load={view}
        loadingLabel={`Loading ${noun}`}
        failedMessage={`The ${noun} could not be loaded.`}
        skeleton={skeleton}
      >
        {(paged, refreshing) =>
          paged.data.length === 0 ? (
            <EmptyState
              title={emptyTitle}
              {...(searched
                ? {
                    // The search hides every row: say so, and undo it in one click.
                    description: `No ${noun} match “${searched}”.`,
                    action: <ClearSearchButton onClear={() => setSearch('')} />,
                  }
                : { description: emptyDescription, action: emptyAction })}
            />
          ) : (
            // Kept at full contrast while the next answer loads; a bar along their top says so.
            <div aria-busy={refreshing} className={refreshing ? 'ah-refreshing' : undefined}>
              {renderRows(paged.data)}
            </div>
          )
        }
      </LoadableContent>
      <div className="mt-2">{pager('below')}</div>
    </>
  );
}
