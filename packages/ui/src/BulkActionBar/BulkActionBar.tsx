import Button from 'react-bootstrap/Button';

export interface BulkAction {
  label: string;
  onSelect: () => void;
  /** 'danger' for destructive actions. */
  variant?: 'primary' | 'danger';
}

export interface BulkActionBarProps {
  /** How many rows are selected (at least one: the bar shows only with a selection). */
  count: number;
  /** Plural noun of the rows, e.g. 'users'. */
  noun: string;
  /** What the role may do with the selection, in order. */
  actions: readonly BulkAction[];
  /** A run is under way: no second one starts until it ends. */
  busy?: boolean;
  onClear: () => void;
  /**
   * Offered when every row on screen is selected but the list holds more (other pages):
   * 'Select all {total} {noun}'. Absent when there is nothing more to select.
   */
  selectAll?: { total: number; onSelect: () => void };
}

/**
 * The bar of a selection: how many rows are selected, what can be done with them, and 'Clear
 * selection'. The count is announced as it changes.
 */
export function BulkActionBar({
  count,
  noun,
  actions,
  busy = false,
  onClear,
  selectAll,
}: BulkActionBarProps) {
  return (
    <section className="ah-bulk-bar" aria-label={`Selected ${noun}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong aria-live="polite" className="me-1">
          {count} {count === 1 ? noun.replace(/s$/, '') : noun} selected
        </strong>
        {selectAll && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            onClick={selectAll.onSelect}
            disabled={busy}
          >
            {`Select all ${selectAll.total} ${noun}`}
          </Button>
        )}
        <Button variant="link" size="sm" className="p-0" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.variant === 'danger' ? 'outline-danger' : 'outline-primary'}
            disabled={busy}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
