import { useState } from 'react';
import type { ActivityFilters } from '@admin-hub/domain/activity';
import { InfoModal } from '@admin-hub/ui/InfoModal';
import { ActivityFeed } from '../activity/ActivityFeed.tsx';
import type { UserDialogProps } from './UserActionDialog.tsx';

/**
 * A user's activity (issue 36, not in the spec), from their row menu: the changes made to this
 * user, newest first, with the kind and period filters and a pager.
 */
export function UserActivityDialog({ user, onClose }: UserDialogProps) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  return (
    <InfoModal show size="lg" title={`Activity of ${user.email}`} onHide={onClose}>
      <ActivityFeed
        scope={{ userId: user.id }}
        filters={filters}
        onFiltersChange={setFilters}
        placement="dialog"
      />
    </InfoModal>
  );
}
