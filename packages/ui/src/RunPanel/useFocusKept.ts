import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the keyboard in a panel whose buttons come and go: when the focused button disables
 * itself (Cancel) or leaves with its part of the panel (an offer, 'Retry failed'), focus moves
 * to the panel's next enabled button, or to the panel itself until one comes, instead of falling
 * to the page. Checked whenever `layout` changes. Focus the person moved elsewhere (a Tab out, a
 * click on the page) is left where they put it.
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
