import { useEffect, useLayoutEffect, useRef } from 'react';
import { nextTabbableAfter } from './tabbable.ts';

interface FocusKeptOptions {
  /**
   * Focus the group itself when it mounts: a panel that appears as the next thing to do (a bulk
   * action's run after Confirm, whose bar and dialog are gone), so a keyboard user is in it at
   * once, one Tab from its Cancel.
   */
  takeFocus?: boolean;
}

/**
 * The one way focus is kept in a group whose buttons come and go: when the focused button
 * disables itself (a run's Cancel, Select All, a pager's Next on the last page) or leaves with
 * its part of the group (an offer, 'Retry failed'), focus moves to the group's first enabled
 * button (Deselect All, Previous), or to the group itself until one comes, instead of falling to
 * the page, where a keyboard user would start again from the top. Checked whenever `layout`
 * changes. When the group itself leaves with focus in it (a run panel's Close), focus goes to
 * the place it leaves: the next control after it on the page (or the one before, at the end).
 * Focus the person moved elsewhere (a Tab out, a click on the page) is left there.
 */
export function useFocusKept<E extends HTMLElement>(
  layout: string,
  { takeFocus = false }: FocusKeptOptions = {},
) {
  const panel = useRef<E>(null);
  const held = useRef(false);

  // Listening from the commit on, not after paint: a Tab at once must already count.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const document = element.ownerDocument;
    const onFocusIn = () => {
      held.current = true;
    };
    // A disabled or removed button blurs with no target: the focus is still the panel's to place.
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !element.contains(to)) held.current = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) held.current = false;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      // Run while the group is still in the page (React removes its nodes after this): its
      // place can still be read.
      if (held.current && element.contains(document.activeElement))
        nextTabbableAfter(element)?.focus();
    };
  }, []);

  // After paint, not at the commit: a dialog that closed in the same commit (the one the panel
  // replaces) gives focus back to its opener in its own unmount effect, which runs first.
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !held.current) return;
    const active = element.ownerDocument.activeElement;
    const lost =
      active === null ||
      active === element.ownerDocument.body ||
      active === element ||
      (element.contains(active) && active instanceof HTMLButtonElement && active.disabled);
    if (!lost) return;
    (element.querySelector<HTMLElement>('button:not(:disabled)') ?? element).focus();
  }, [layout]);

  return panel;
}
