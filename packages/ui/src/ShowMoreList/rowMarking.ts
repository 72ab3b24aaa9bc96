import type { Key } from 'react';

/**
 * A row's class and marking, the same in the batched list and the virtualised one: the row a
 * link points at is highlighted, current, focusable by script, and tagged with its key so
 * `reveal` knows it.
 */
export const rowMarking = (key: Key, marked: boolean) =>
  marked
    ? {
        className: 'list-group-item ah-row-highlight',
        'data-key': String(key),
        'aria-current': true as const,
        tabIndex: -1,
      }
    : { className: 'list-group-item' };
