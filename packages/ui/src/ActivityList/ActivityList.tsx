import ListGroup from 'react-bootstrap/ListGroup';
import type { ActivityFilters, ActivityPage } from '@admin-hub/domain/activity';
import { EmptyState } from '../EmptyState/index.ts';
import { LoadableContent, type Loadable, type LoadPlacement } from '../LoadableContent/index.ts';
import { Pager } from '../Pager/index.ts';
import { SkeletonRows } from '../SkeletonRows/index.ts';
import { ActivityEntryItem, type ActivityFilterBy } from './ActivityEntryItem.tsx';
import { ActivityFilterBar, type ActivityFilterChip } from './ActivityFilterBar.tsx';

export interface ActivityListProps {
  load: Loadable<ActivityPage>;
  /** The filters asked for, the page among them. */
  filters: ActivityFilters;
  /** New filters or another page. */
  onFiltersChange: (filters: ActivityFilters) => void;
  /** The page asked for while its answer is on its way. */
  loadingPage?: number;
  /** The list's accessible name, e.g. 'Activity'. */
  label?: string;
  /** Show each entry's company (not on that company's own page). */
  showCompany?: boolean;
  /** The actor, user and company of an entry filter the list (the hub-wide page). */
  onFilterBy?: (filter: ActivityFilterBy) => void;
  /** The filters set through `onFilterBy`, each with a way to take it off. */
  chips?: readonly ActivityFilterChip[];
  placement?: LoadPlacement;
}

/** Whether the list is narrowed by any filter (the page aside). */
const isFiltered = ({ page: _page, ...filters }: ActivityFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/**
 * Who changed what, and when: the filters, then the entries newest first with a pager, or why
 * there are none. Loading and failure in the house's one shape (Loadable Content).
 */
export function ActivityList({
  load,
  filters,
  onFiltersChange,
  loadingPage,
  label = 'Activity',
  showCompany = true,
  onFilterBy,
  chips,
  placement,
}: ActivityListProps) {
  const filtered = isFiltered(filters);
  return (
    <div>
      <ActivityFilterBar filters={filters} onChange={onFiltersChange} chips={chips} />
      <LoadableContent
        load={load}
        loadingLabel="Loading activity"
        failedMessage="The activity could not be loaded."
        placement={placement}
        skeleton={<SkeletonRows count={5} />}
      >
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyState
              title="No Activity Found"
              description={
                filtered ? 'No change matches these filters.' : 'No change has been made yet.'
              }
              action={
                filtered && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => onFiltersChange({})}
                  >
                    Clear filters
                  </button>
                )
              }
            />
          ) : (
            <>
              <ListGroup as="ul" aria-label={label}>
                {data.map((entry) => (
                  <ListGroup.Item as="li" key={entry.id}>
                    <ActivityEntryItem
                      entry={entry}
                      showCompany={showCompany}
                      onFilterBy={onFilterBy}
                    />
                  </ListGroup.Item>
                ))}
              </ListGroup>
              <div className="mt-2">
                <Pager
                  page={meta.current_page}
                  loadingPage={loadingPage}
                  perPage={meta.per_page}
                  total={meta.total}
                  label={`${label} pages`}
                  onPageChange={(page) => onFiltersChange({ ...filters, page })}
                />
              </div>
            </>
          )
        }
      </LoadableContent>
    </div>
  );
}
