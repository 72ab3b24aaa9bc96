import { useLayoutEffect, useState, type RefObject } from 'react';

/** What a flex container leaves between its items. */
const gapOf = (element: Element) => parseFloat(getComputedStyle(element).columnGap) || 0;

/**
 * The width `button` takes drawn with its label instead of its icon. A label hidden visually
 * (1 px, clipped) still holds its text, so `scrollWidth` gives the width it would take: the answer
 * is the same whichever way the button is drawn now, and the bar cannot flip between the two.
 */
function labelledWidth(button: Element): number {
  const width = button.getBoundingClientRect().width;
  const label = button.querySelector('.ah-bulk-bar__label');
  if (!label) return width;
  const icon = button.querySelector('.ah-bulk-bar__icon')?.getBoundingClientRect().width ?? 0;
  const shown = label.getBoundingClientRect().width;
  return width - icon - (shown > 1 ? shown : 0) + label.scrollWidth;
}

/**
 * Whether the bar's actions fit beside the rest of its line with their labels shown. Measured
 * (a ResizeObserver on the line and its parts, and after every render) rather than set at a
 * breakpoint: the rest of the line changes with the state ('3 users selected' or '1,500 users
 * selected, 1,460 not shown', 'Select all 1,500 users'), and the actions with the role.
 */
export function useLabelsFit(
  lineRef: RefObject<HTMLElement | null>,
  actionsRef: RefObject<HTMLElement | null>,
): boolean {
  const [fit, setFit] = useState(true);

  useLayoutEffect(() => {
    const line = lineRef.current;
    const actions = actionsRef.current;
    if (!line || !actions) return;
    const measure = () => {
      const gap = gapOf(line);
      let needed = 0;
      for (const part of line.children) {
        if (part === actions) continue;
        needed += part.getBoundingClientRect().width + gap;
      }
      const buttons = [...actions.children];
      needed += gapOf(actions) * Math.max(0, buttons.length - 1);
      for (const button of buttons) needed += labelledWidth(button);
      // Half a pixel of rounding: widths are fractional, the line's is whole.
      setFit(needed <= line.clientWidth + 0.5);
    };
    measure();
    // jsdom (the unit tests) has none: its layout is all zeros anyway, and the first answer stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    for (const part of line.children) observer.observe(part);
    return () => observer.disconnect();
  });

  return fit;
}
