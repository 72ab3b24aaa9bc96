import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'No Users Found', 'No Signs Found', 'No Companies Found'. */
  title: string;
  /** A hint or an action under the title. */
  children?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has no rows. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <div className="ah-empty-state" role="status">
      <span className="ah-empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <p className="ah-empty-state__title">{title}</p>
      {children && <div className="ah-empty-state__body">{children}</div>}
    </div>
  );
}
