import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rowMarking } from './rowMarking.ts';
import type { RowsProps } from './ShowMoreList.tsx';

export interface VirtualRowsProps<T> extends RowsProps<T> {
  id: string;
  label?: string;
}

/** A row's height before it is measured: a user row's (name, then e-mail and role). */
const ESTIMATED_ROW_PX = 60;
const estimateSize = () => ESTIMATED_ROW_PX;

/** Rows rendered beyond each edge of the window, so a fast wheel or Tab rarely meets a gap. */
const OVERSCAN_ROWS = 4;

/** Where `element` starts in the document, whatever the page's scroll. */
const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The rows of a long list, only those in (or near) the window in the document: a company of
 * 10,000 users would otherwise put 10,000 rows into the page. The list scrolls with the page (a
 * scroll box inside the scrolling page is two scrollbars, and a wheel caught by the wrong one);
 * padding stands in for the rows out of view, so the page is as tall as the whole list and the
 * rows above the one in view keep their place. Each row says its place (`aria-posinset` of
 * `aria-setsize`), so a screen reader still hears "row 9,412 of 10,000".
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
  const listRef = useRef<HTMLUListElement>(null);
  // The list's top in the document, where the virtualizer's offsets start: measured before the
  // first paint, and again whenever the page's height changes (a run's panel, a banner above).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (listRef.current) setTop(documentTop(listRef.current));
    };
    measure();
    // jsdom (the unit tests) has none, nor a layout: the first answer stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // Stable between scroll frames: a new key function makes the virtualizer measure all rows anew.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan: OVERSCAN_ROWS,
    getItemKey,
    scrollMargin: top,
    // Where the page is: the virtualizer scrolls to its first offset as it mounts, and 0 would
    // throw the reader, who just pressed 'Show More', back to the page's top.
    initialOffset: () => window.scrollY,
  });
  // A row measured above the view moves the page by its error, so the row in view stays put; but
  // not while the page is scrolling, which would cut short the browser's own smooth scroll (Page
  // Down, a wheel).
  // eslint-disable-next-line react-hooks/immutability -- the virtualizer is a mutable instance ('use no memo'), and this field is TanStack Virtual's documented way to set the rule
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (_item, _delta, instance) =>
    !instance.isScrolling;
  const lastIndex = items.length - 1;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Home and End, with focus in a row, jump by index to the list's ends (the page's Home and End
    // would go past it, to the page's ends).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest('[role="menu"], input')) return;
      if (event.key !== 'End' && event.key !== 'Home') return;
      event.preventDefault();
      virtualizer.scrollToIndex(event.key === 'End' ? lastIndex : 0, {
        align: event.key === 'End' ? 'end' : 'start',
      });
    };
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [virtualizer, lastIndex]);
  const target =
    highlighted === undefined ? -1 : items.findIndex((item) => getKey(item) === highlighted);
  useEffect(() => {
    if (target >= 0) virtualizer.scrollToIndex(target, { align: 'center' });
  }, [virtualizer, target]);
  const rows = virtualizer.getVirtualItems();
  // The rows' offsets count from the page's top; the padding from the list's.
  const before = Math.max(0, (rows[0]?.start ?? top) - top);
  const after = Math.max(0, virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? top) - top));

  return (
    <ul
      ref={listRef}
      id={id}
      aria-label={label}
      className="list-group list-group-flush ah-show-more__list ah-show-more__list--virtual"
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
  );
}
