import { LIST_PREVIEW_ROWS } from '@admin-hub/domain/constants';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { memo, useCallback, useId, useRef, useState, type Key, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { taskBatches, useGrowingCount } from '../tasks/useGrowingCount.ts';
import { revealWhenShown } from './revealWhenShown.ts';
import { rowMarking } from './rowMarking.ts';
import { VirtualRows } from './VirtualRows.tsx';

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
  /**
   * The row a link points at (the jump box's user): once it is among `items`, the list opens
   * far enough to show it, scrolls it into view, focuses it and marks it briefly.
   */
  highlightKey?: Key;
}

/**
 * Rows added per task after 'Show More'. A company page holds up to 200 users; rendering them
 * all in the click's task blocked input for 144 ms (549 ms at 4x CPU throttling). Twenty rows
 * stay well under 50 ms, and the rest follow in the next tasks, a few milliseconds apart.
 */
const ROWS_PER_TASK = 20;

/**
 * Longer lists are virtualised once expanded (`VirtualRows`): only the rows in view are in the
 * document. Up to this many, every row is (the browser's find and a screen reader's browse
 * reach them all), added in batches; 500 rows of a company page still batch well under 50 ms.
 */
const VIRTUALISE_ABOVE = 500;

/**
 * A list that shows its first rows and a 'Show More' / 'Show Less' toggle for the rest. A long
 * rest appears in batches (`ROWS_PER_TASK`), the list marked busy until the last one is in; a
 * rest of more than `VIRTUALISE_ABOVE` rows scrolls in a box that renders only what is in view.
 */
export function ShowMoreList<T>({
  items,
  renderItem,
  getKey,
  limit = LIST_PREVIEW_ROWS,
  emptyState,
  label,
  highlightKey,
}: ShowMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const virtual = expanded && items.length > VIRTUALISE_ABOVE;
  const [rendered, setRendered] = useGrowingCount(items.length, {
    first: limit,
    step: ROWS_PER_TASK,
    growing: expanded && !virtual,
  });
  const listId = useId();

  // The row may arrive later (a company's users past the first 200): open up to it when it does.
  const [highlighted, setHighlighted] = useState<Key | undefined>(undefined);
  const target =
    highlightKey === undefined ? -1 : items.findIndex((item) => getKey(item) === highlightKey);
  if (target >= 0 && highlighted !== highlightKey) {
    setHighlighted(highlightKey);
    if (target >= limit) {
      setExpanded(true);
      setRendered((count) => Math.max(count, target + 1));
    }
  }
  // Once per highlight, not again when Show Less and Show More mount the row anew.
  const revealed = useRef<Key | undefined>(undefined);
  const reveal = useCallback((row: HTMLLIElement | null) => {
    const key = row?.dataset.key;
    if (!row || key === undefined || revealed.current === key) return;
    // Marked once revealed, not before: StrictMode's second ref call must start the wait again.
    return revealWhenShown(row, () => {
      revealed.current = key;
    });
  }, []);
  const growing = expanded && !virtual && rendered < items.length;

  if (items.length === 0) return <>{emptyState ?? null}</>;

  const canToggle = items.length > limit;
  const shown = !canToggle ? items.length : Math.min(expanded ? rendered : limit, items.length);
  // The first rows, then one batch per task: each batch renders once, not again with the next.
  const batches = taskBatches(shown, limit, ROWS_PER_TASK);
  // What each row needs, whichever way the list renders.
  const rows: RowsProps<T> = { items, renderItem, getKey, highlighted, reveal };
  const toggle = () => {
    setRendered(expanded ? limit : limit + ROWS_PER_TASK);
    setExpanded(!expanded);
  };

  return (
    <div className="ah-show-more">
      {virtual ? (
        <VirtualRows id={listId} label={label} {...rows} />
      ) : (
        <ul
          className="list-group list-group-flush ah-show-more__list"
          id={listId}
          aria-label={label}
          aria-busy={growing || undefined}
        >
          {batches.map(([start, end]) => (
            <RowBatch key={start} start={start} end={end} {...rows} />
          ))}
        </ul>
      )}
      {canToggle && (
        <div className="ah-show-more__toggle">
          <Button
            variant="link"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
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

export interface RowsProps<T> extends Pick<
  ShowMoreListProps<T>,
  'items' | 'renderItem' | 'getKey'
> {
  /** The row a link points at, once it is among `items`. */
  highlighted: Key | undefined;
  /**
   * Brings the marked row into view and focuses it, once it is in the document and shown; a ref
   * callback, so what it returns stops the wait when the row unmounts.
   */
  reveal: (row: HTMLLIElement | null) => (() => void) | undefined;
}

interface RowBatchProps<T> extends RowsProps<T> {
  start: number;
  end: number;
}

function RowBatchRows<T>({
  items,
  start,
  end,
  renderItem,
  getKey,
  highlighted,
  reveal,
}: RowBatchProps<T>) {
  return (
    <>
      {items.slice(start, end).map((item, offset) => {
        const key = getKey(item);
        const marked = key === highlighted;
        return (
          <li key={key} ref={marked ? reveal : undefined} {...rowMarking(key, marked)}>
            {renderItem(item, start + offset)}
          </li>
        );
      })}
    </>
  );
}

/**
 * While a long rest grows, only the list's own state changes, so the items and callbacks keep
 * their identity and the batches already in are skipped: the last batch costs what the first did.
 */
const RowBatch = memo(RowBatchRows) as typeof RowBatchRows;
