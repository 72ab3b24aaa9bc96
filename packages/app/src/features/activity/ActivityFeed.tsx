import type { ActivityFilters } from '@admin-hub/domain/activity';
import {
  ActivityList,
  type ActivityFilterBy,
  type ActivityFilterChip,
} from '@admin-hub/ui/ActivityList';
import type { LoadPlacement } from '@admin-hub/ui/LoadableContent';
import { useGetActivityQuery } from '../../api/index.ts';
import { usePagedView } from '../../queryViews/usePagedView.ts';

export interface ActivityFeedProps {
  /** What the place is about and the person cannot change there (a company, a user). */
  scope?: Pick<ActivityFilters, 'companyId' | 'userId'>;
  /** The filters chosen (kind, period, page, and on the hub page actor, user and company). */
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
  showCompany?: boolean;
  onFilterBy?: (filter: ActivityFilterBy) => void;
  chips?: readonly ActivityFilterChip[];
  placement?: LoadPlacement;
}

/** The filters a page of the same question shares: another page keeps the rows on screen. */
const questionKey = ({ page: _page, ...filters }: ActivityFilters) => JSON.stringify(filters);

/**
 * `GET /activity` (not in the spec) on screen: the Activity List of `scope` under `filters`,
 * newest first, a page at a time; while another page of the same filters loads, the rows on
 * screen stay and the pager says which page is coming; a page past the end moves to the last
 * (`usePagedView`, as the admin lists).
 */
export function ActivityFeed({
  scope,
  filters,
  onFiltersChange,
  showCompany,
  onFilterBy,
  chips,
  placement,
}: ActivityFeedProps) {
  const args = { ...filters, ...scope };
  const query = useGetActivityQuery(args);
  const { view: load, loadingPage } = usePagedView(
    query,
    questionKey(args),
    filters.page ?? 1,
    (page) => onFiltersChange({ ...filters, page }),
  );
  return (
    <ActivityList
      load={load}
      filters={filters}
      onFiltersChange={onFiltersChange}
      loadingPage={loadingPage}
      showCompany={showCompany}
      onFilterBy={onFilterBy}
      chips={chips}
      placement={placement}
    />
  );
}
