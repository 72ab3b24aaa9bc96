import type { ActivityEntry, ActivityFilters } from '@admin-hub/domain/activity';
import { BULK_PAGE_SIZE } from '@admin-hub/domain/constants';
import { activityApi } from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { errorToastText } from '../../notifications/toastMessages.ts';
import { ACTIVITY_COLUMNS } from './activityColumns.ts';
import { ListExport } from './ListExport.tsx';

type ActivityExportArgs = ActivityFilters & { page: number; perPage: number };

export interface ActivityExportProps {
  /** The page's filters as on screen; every page is fetched. */
  filters: ActivityFilters;
  total: number;
  onDone: () => void;
}

/** The hub-wide Activity page exported to CSV, every page of its filters. */
export function ActivityExport({ filters, total, onDone }: ActivityExportProps) {
  const { productName } = useAppConfig();
  return (
    <ListExport<ActivityExportArgs, ActivityEntry>
      list="activity"
      noun="changes"
      total={total}
      columns={ACTIVITY_COLUMNS}
      endpoint={activityApi.endpoints.getActivity}
      args={{ ...filters, page: 1, perPage: BULK_PAGE_SIZE }}
      reasonOf={(error) =>
        errorToastText('getActivity', error, productName) ?? 'Error loading activity'
      }
      onDone={onDone}
    />
  );
}
