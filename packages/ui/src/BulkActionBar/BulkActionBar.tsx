import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { andMore, shortList, SHOWN_SELECTION_LIMIT } from '@admin-hub/domain/shortList';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';
import { formatCount } from '@admin-hub/domain/formatCount';
import { useLabelsFit } from './useLabelsFit.ts';

export interface BulkAction {
  /** Its name, heard, and its tooltip where the icon shows alone. */
  label: string;
  /**
   * What the button shows where there is room, when shorter than `label` ('Send invite' for
   * 'Send invite emails'): the start of the label, so that the name a person says (speech input)
   * is the name the button has.
   */
  shortLabel?: string;
  onSelect: () => void;
  /** 'danger' for destructive actions. */
  variant?: 'primary' | 'danger';
  /**
   * Its icon (decoration), shown in place of the label where the labelled actions do not fit on
   * the bar's line (a phone): the label is then still the button's name, and shown as a tooltip
   * on hover and on keyboard focus.
   */
  icon?: ReactNode;
}

/** One selected row as 'Show selected' lists it. */
export interface SelectedItem {
  key: string;
  /** How the row is named, e.g. 'Ada Lovelace · ada@example.com'. */
  label: string;
  /** The list does not show this row now (another page, or hidden by the search). */
  notShown: boolean;
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
  /** Selected rows the list does not show now: '3 users selected, 2 not shown'. */
  notShown?: number;
  /** The selection, listed under 'Show selected', each row with its Deselect. */
  selected?: { items: readonly SelectedItem[]; onDeselect: (key: string) => void };
}

/**
 * The bar of a selection: how many rows are selected (and how many of them the list does not
 * show), what can be done with them, 'Show selected' and 'Clear selection'. The count is
 * announced as it changes. It sticks below the top bar while the list scrolls (the shell sets
 * `--ah-sticky-top`).
 */
export function BulkActionBar({
  count,
  noun,
  actions,
  busy = false,
  onClear,
  selectAll,
  notShown = 0,
  selected,
}: BulkActionBarProps) {
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const lineRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const iconsAlone = !useLabelsFit(lineRef, actionsRef);
  return (
    <section
      className={`ah-bulk-bar${iconsAlone ? ' ah-bulk-bar--icons-alone' : ''}`}
      aria-label={`Selected ${noun}`}
    >
      <div ref={lineRef} className="ah-bulk-bar__line">
        <strong aria-live="polite">
          {formatCount(count)} {count === 1 ? noun.replace(/s$/, '') : noun} selected
          {notShown > 0 && `, ${formatCount(notShown)} not shown`}
        </strong>
        {selectAll && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            onClick={selectAll.onSelect}
            disabled={busy}
          >
            {`Select all ${formatCount(selectAll.total)} ${noun}`}
          </Button>
        )}
        {selected && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-expanded={listOpen}
            aria-controls={listOpen ? listId : undefined}
            onClick={() => setListOpen((open) => !open)}
          >
            {listOpen ? 'Hide selected' : 'Show selected'}
          </Button>
        )}
        <Button variant="link" size="sm" className="p-0" onClick={onClear}>
          Clear selection
        </Button>
        {/* On the right of the same line: the bar is one line where the labels fit, as the header it replaces. */}
        <div ref={actionsRef} className="d-flex flex-wrap gap-2 ms-auto">
          {actions.map((action) => (
            <ActionButton key={action.label} action={action} busy={busy} iconAlone={iconsAlone} />
          ))}
        </div>
      </div>
      {selected && listOpen && <SelectedList id={listId} noun={noun} {...selected} />}
    </section>
  );
}

function ActionButton({
  action,
  busy,
  iconAlone,
}: {
  action: BulkAction;
  busy: boolean;
  iconAlone: boolean;
}) {
  const tooltipId = useId();
  const button = (
    <Button
      size="sm"
      variant={action.variant === 'danger' ? 'outline-danger' : 'outline-primary'}
      className={action.icon ? 'ah-bulk-bar__action' : undefined}
      aria-label={action.shortLabel ? action.label : undefined}
      disabled={busy}
      onClick={action.onSelect}
    >
      {action.icon && (
        <span className="ah-bulk-bar__icon" aria-hidden="true">
          {action.icon}
        </span>
      )}
      <span className={action.icon ? 'ah-bulk-bar__label' : undefined}>
        {action.shortLabel ?? action.label}
      </span>
    </Button>
  );
  if (!action.icon || !iconAlone) return button;
  // The label, seen: the tooltip shows on hover and on keyboard focus alike (a `title` shows
  // on hover only, after a delay). Heard already as the button's name, so hidden from readers.
  return (
    <OverlayTrigger
      placement="top"
      overlay={
        <Tooltip id={tooltipId} aria-hidden="true">
          {action.label}
        </Tooltip>
      }
    >
      {button}
    </OverlayTrigger>
  );
}

interface SelectedListProps {
  id: string;
  noun: string;
  items: readonly SelectedItem[];
  onDeselect: (key: string) => void;
}

/**
 * 'Show selected': every selected row (the first hundred, then 'and N more'), each with
 * Deselect. A Deselect hands focus to the row that takes its place, so the keyboard stays in
 * the list.
 */
function SelectedList({ id, noun, items, onDeselect }: SelectedListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The position of the row just deselected, until the next items arrive.
  const deselectedAt = useRef<number | null>(null);
  const { head, more } = shortList(items, SHOWN_SELECTION_LIMIT);

  useEffect(() => {
    const at = deselectedAt.current;
    if (at === null) return;
    deselectedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    if (!buttons || buttons.length === 0) return;
    buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [items]);

  return (
    <div id={id} className="mt-2">
      <ScrollRegion className="ah-bulk-bar__list" label={`List of selected ${noun}`}>
        <ul ref={listRef} className="list-unstyled small mb-0">
          {head.map((item, index) => (
            <li key={item.key} className="d-flex align-items-center gap-2 py-1">
              <span className="text-truncate">
                {item.label}
                {item.notShown && <span className="text-body-secondary"> (not shown)</span>}
              </span>
              <Button
                variant="link"
                size="sm"
                className="p-0 ms-auto flex-shrink-0"
                aria-label={`Deselect ${item.label}`}
                onClick={() => {
                  deselectedAt.current = index;
                  onDeselect(item.key);
                }}
              >
                Deselect
              </Button>
            </li>
          ))}
        </ul>
        {more > 0 && <p className="small mb-0 mt-1">{andMore(more)}</p>}
      </ScrollRegion>
    </div>
  );
}
