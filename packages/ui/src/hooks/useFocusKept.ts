import { useLayoutEffect, useRef } from 'react';

/**
 * The one way focus is kept in a group whose buttons come and go: when the focused button
 * disables itself (a run's Cancel, Select All, a pager's Next on the last page) or leaves with
 * its part of the group (an offer, 'Retry failed'), focus moves to the group's first enabled
 * button (Deselect All, Previous), or to the group itself until one comes, instead of falling to
 * the page, where a keyboard user would start again from the top. Checked whenever `layout`
 * changes. Focus the person moved elsewhere (a Tab out, a click on the page) is left there.
 */
export function useFocusKept<E extends HTMLElement>(layout: string) {
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
    };
  }, []);

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
