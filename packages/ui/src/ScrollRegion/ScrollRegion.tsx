import type { ReactNode, Ref } from 'react';

export interface ScrollRegionProps {
  /** Its accessible name, e.g. 'Skipped users'. */
  label: string;
  /** Where the height limit and scrolling come from (e.g. `ah-skipped-list`). */
  className: string;
  /** The box, for what scrolls it (a virtualizer's scroll element). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A box of its own that scrolls a long list or table: a named region a keyboard can reach by
 * Tab and scroll with the arrow keys, since what it holds may have nothing to focus (axe:
 * scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, ref, children }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: the box must be reachable to scroll it
    <div ref={ref} className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
