import { LIST_PREVIEW_ROWS } from '@admin-hub/domain';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type Key, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export interface ShowMoreListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => Key;
  /** Rows shown before 'Show More' (spec §9: 5). */
  limit?: number;
  /** Shown instead of the list when there are no items. */
  emptyState?: ReactNode;
  /** Accessible name of the list, e.g. 'Users'. */
  label?: string;
}

/** A list that shows its first rows and a 'Show More' / 'Show Less' toggle for the rest. */
export function ShowMoreList<T>({
  items,
  renderItem,
  getKey,
  limit = LIST_PREVIEW_ROWS,
  emptyState,
  label,
}: ShowMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (items.length === 0) return <>{emptyState ?? null}</>;

  const canToggle = items.length > limit;
  const visible = expanded || !canToggle ? items : items.slice(0, limit);

  return (
    <div className="ah-show-more">
      <ul className="list-group list-group-flush ah-show-more__list" id={listId} aria-label={label}>
        {visible.map((item, index) => (
          <li className="list-group-item" key={getKey(item)}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {canToggle && (
        <div className="ah-show-more__toggle">
          <Button
            variant="link"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show Less' : 'Show More'}
            {expanded ? (
              <ChevronUp size={16} aria-hidden="true" className="ms-1" />
            ) : (
              <ChevronDown size={16} aria-hidden="true" className="ms-1" />
            )}
          </Button>
        </div>
      )}
    </div>
  );
}
