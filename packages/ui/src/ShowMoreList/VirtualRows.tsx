import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';
import { rowMarking } from './rowMarking.ts';
import type { RowsProps } from './ShowMoreList.tsx';

export interface VirtualRowsProps<T> extends RowsProps<T> {
  id: string;
  label?: string;
}

/** A row's height before it is measured: a user row's (name, then e-mail and role). */
const ESTIMATED_ROW_PX = 60;
const estimateSize = () => ESTIMATED_ROW_PX;

/** Rows rendered beyond each edge of the viewport, so a fast wheel or Tab rarely meets a gap. */
const OVERSCAN_ROWS = 4;

/**
 * The rows of a long list in a scroll box of its own, only those in (or near) view in the
 * document: a company of 10,000 users would otherwise put 10,000 rows into the page. Each row
 * says its place (`aria-posinset` of `aria-setsize`), so a screen reader still hears
 * "row 9,412 of 10,000". The box keeps what follows the list (the signs, 'Show Less') one short
 * scroll away.
 */
export function VirtualRows<T>({
  items,
  renderItem,
  getKey,
  id,
  label,
  highlighted,
  reveal,
}: VirtualRowsProps<T>) {
  'use no memo'; // the virtualizer changes in place: memoised, the rows would go stale.
  const boxRef = useRef<HTMLDivElement>(null);
  // Stable between scroll frames: a new key function makes the virtualizer measure all rows anew.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => boxRef.current,
    estimateSize,
    overscan: OVERSCAN_ROWS,
    getItemKey,
  });
  // A row measured above the view moves the scroll position by its error, which would cut
  // short the browser's own smooth scroll (Page Down, a wheel): not while the box is scrolling.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (_item, _delta, instance) =>
    !instance.isScrolling;
  const lastIndex = items.length - 1;
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // Home and End jump by index: the browser's own smooth scroll towards an estimated end
    // stopped short as rows were measured on the way.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest('[role="menu"], input')) return;
      if (event.key !== 'End' && event.key !== 'Home') return;
      event.preventDefault();
      virtualizer.scrollToIndex(event.key === 'End' ? lastIndex : 0, {
        align: event.key === 'End' ? 'end' : 'start',
      });
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [virtualizer, lastIndex]);
  const target =
    highlighted === undefined ? -1 : items.findIndex((item) => getKey(item) === highlighted);
  useEffect(() => {
    if (target >= 0) virtualizer.scrollToIndex(target, { align: 'center' });
  }, [virtualizer, target]);
  const rows = virtualizer.getVirtualItems();
  // Padding stands in for the rows out of view, so the list holds only <li> children.
  const before = rows[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0));

  return (
    <ScrollRegion
      ref={boxRef}
      className="ah-show-more__scroll"
      label={label ? `${label}, scrolling list` : 'Scrolling list'}
    >
      <ul
        id={id}
        aria-label={label}
        className="list-group list-group-flush ah-show-more__list"
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {rows.map((row) => {
          const item = items[row.index];
          const marked = row.index === target;
          return item === undefined ? null : (
            <li
              key={row.key}
              ref={(element) => {
                virtualizer.measureElement(element);
                const stopReveal = marked ? reveal?.(element) : undefined;
                // A ref that returns a cleanup is not called with null on unmount: do its part.
                return stopReveal
                  ? () => {
                      stopReveal();
                      virtualizer.measureElement(null);
                    }
                  : undefined;
              }}
              data-index={row.index}
              {...rowMarking(row.key, marked)}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
    </ScrollRegion>
  );
}
