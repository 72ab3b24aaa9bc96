import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader.tsx';

export interface DataToolbarProps {
  /** The page's heading, e.g. 'Users'. */
  title: string;
  /** Total matching rows; omitted while unknown (first load). */
  count?: number;
  /** The search box (usually a `SearchBox`). */
  search?: ReactNode;
  /** The sort menu (usually a `SortMenu`). */
  sort?: ReactNode;
  /** Shown under the search row, e.g. the upper `Pager`. */
  children?: ReactNode;
  /** The page's add action beside the heading, e.g. 'Create New Company'. */
  action?: ReactNode;
}

/** The head of a list page: its header (title with the total, actions), then search and sort on one row. */
export function DataToolbar({ title, count, search, sort, children, action }: DataToolbarProps) {
  return (
    <div className="mb-3">
      <PageHeader title={title} count={count} actions={action} />
      {(search !== undefined || sort !== undefined) && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          {search !== undefined && <div className="flex-grow-1">{search}</div>}
          {sort !== undefined && <div className="flex-shrink-0">{sort}</div>}
        </div>
      )}
      {children !== undefined && <div className="mt-2">{children}</div>}
    </div>
  );
}
