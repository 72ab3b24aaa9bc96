import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface CompanySectionProps {
  title: string;
  /** Rows in the section; omitted while unknown. */
  count?: number;
  children: ReactNode;
}

/** One titled list of the company page ('Users (3)', 'Scheduler Signs (2)', ...). */
export function CompanySection({ title, count, children }: CompanySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h5 mb-2">
        {title}
        {count !== undefined && (
          <>
            {' '}
            <span className="fw-normal text-body-secondary">({formatCount(count)})</span>
          </>
        )}
      </h2>
      {children}
    </section>
  );
}
