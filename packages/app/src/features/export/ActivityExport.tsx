import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityFilters,
} from '@admin-hub/domain/activity';
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
      args={{ ...filters, page: 1, perPage: ACTIVITY_PAGE_SIZE }}
      // The API's pages are of a fixed size (not in the spec): the run asks for those.
      perPage={ACTIVITY_PAGE_SIZE}
      reasonOf={(error) =>
        errorToastText('getActivity', error, productName) ?? 'Error loading activity'
      }
      onDone={onDone}
    />
  );
}
