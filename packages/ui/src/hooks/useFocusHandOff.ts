import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands focus from a control that has just disabled itself to `to`: a disabled button drops
 * focus to the page, and a keyboard user would start again from the top. Checked before the
 * browser moves focus away (a layout effect), so only the control that had focus hands it on.
 */
function useHandOff(
  from: RefObject<HTMLElement | null>,
  to: RefObject<HTMLElement | null>,
  disabled: boolean,
) {
  useLayoutEffect(() => {
    if (disabled && from.current !== null && from.current === document.activeElement) {
      to.current?.focus();
    }
  }, [disabled, from, to]);
}

/**
 * Two counterpart buttons that take turns being disabled (Select All and Deselect All, a pager's
 * Previous and Next at either end): the one that disables itself hands focus to the other.
 * Returns their refs, in the order given.
 */
export function useFocusHandOff<T extends HTMLElement = HTMLButtonElement>(
  firstDisabled: boolean,
  secondDisabled: boolean,
) {
  const first = useRef<T>(null);
  const second = useRef<T>(null);
  useHandOff(first, second, firstDisabled);
  useHandOff(second, first, secondDisabled);
  return [first, second] as const;
}
