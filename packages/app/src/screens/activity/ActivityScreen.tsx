import type { ActivityFilters } from '@admin-hub/domain/activity';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { PageHeader } from '@admin-hub/ui/PageHeader';
import { useGetActivityQuery } from '../../api/index.ts';
import { ActivityFeed } from '../../features/activity/ActivityFeed.tsx';
import { useActivityParams } from '../../features/activity/useActivityParams.ts';
import { useDialog } from '../../features/dialogs/useDialog.tsx';
import { ActivityExport } from '../../features/export/lazyActivityExport.ts';
import { activityChips } from './activityChips.ts';

/**
 * /admin/activity (issue 36, not in the spec): every change the API recorded, for super admins,
 * with its filters in the address (an entry's actor, user or company narrows to them), a pager
 * and the CSV export of every page.
 */
export function ActivityScreen() {
  const { filters, setFilters } = useActivityParams();
  // The same question as the feed's: one cache entry, read here for the count and the export.
  const query = useGetActivityQuery(filters);
  const exporting = useDialog();
  const total = query.currentData?.meta.total;
  const { page: _page, ...question } = filters;
  const filterBy = (by: ActivityFilters) => setFilters({ ...question, ...by });
  return (
    <>
      <PageHeader
        title="Activity"
        count={total}
        actions={
          <ExportButton
            disabled={!total}
            busy={exporting.isOpen}
            onClick={() => exporting.open()}
          />
        }
      />
      {total !== undefined &&
        exporting.render(({ close }) => (
          <ActivityExport filters={question} total={total} onDone={close} />
        ))}
      <ActivityFeed
        filters={filters}
        onFiltersChange={setFilters}
        onFilterBy={filterBy}
        chips={activityChips(filters, query.currentData?.data ?? [], setFilters)}
      />
    </>
  );
}
