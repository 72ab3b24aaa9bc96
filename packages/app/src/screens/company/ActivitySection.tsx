import { useState } from 'react';
import type { ActivityFilters } from '@admin-hub/domain/activity';
import { ActivityFeed } from '../../features/activity/ActivityFeed.tsx';
import { CompanySection } from './CompanySection.tsx';

/**
 * The company page's Activity (issue 36, not in the spec): who changed what in this company, and
 * when, with its kind and period filters and a pager. Its filters are the section's own, not the
 * address's: the page's address belongs to the page (the users' search, `?user=`).
 */
export function ActivitySection({ companyId }: { companyId: number }) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  return (
    <CompanySection title="Activity">
      <ActivityFeed
        scope={{ companyId }}
        filters={filters}
        onFiltersChange={setFilters}
        showCompany={false}
        placement="inline"
      />
    </CompanySection>
  );
}
