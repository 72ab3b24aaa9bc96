import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'No Users Found', 'No Signs Found', 'No Companies Found'. */
  title: string;
  /** One sentence under the title: what hides every row, or what will fill the list. */
  description?: ReactNode;
  /** The next step, where the role may take it: 'Create New Company', 'Clear search'. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has no rows: why, and what to do next. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="ah-empty-state" role="status">
      <span className="ah-empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <p className="ah-empty-state__title">{title}</p>
      {description && <p className="ah-empty-state__description">{description}</p>}
      {action && <div className="ah-empty-state__action">{action}</div>}
    </div>
  );
}
