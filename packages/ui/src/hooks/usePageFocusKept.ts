import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The page's share of keeping focus (beside `useFocusKept`, which keeps it inside a group): when
 * the focused control leaves the page or is disabled and nothing took the focus instead (a link
 * followed by Enter, the refusal page's Homepage button, a row deleted under its menu, a dialog
 * whose opener has gone), focus goes to the page's heading, or to `main` until the new page's
 * heading is drawn, instead of falling to the document, where the next Tab would start again at
 * 'Skip to content'. Focus the person put on the page itself (a click on its background, another
 * window) is left there.
 */
export function usePageFocusKept(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    const document = region.ownerDocument;
    let last: Element | null = document.activeElement;
    // Landed on `main` while the page had no heading yet: moved on to the heading once it comes.
    let awaitingHeading = false;
    const heading = () => region.querySelector<HTMLElement>('h1[tabindex]');
    const onFocusIn = (event: FocusEvent) => {
      last = event.target as Element;
      if (event.target !== region) awaitingHeading = false;
    };
    // Focus the person moved to the page itself (a click on its background) is theirs.
    const onFocusOut = (event: FocusEvent) => {
      const from = event.target as Element;
      if (event.relatedTarget !== null) return;
      queueMicrotask(() => {
        const onPage = document.activeElement === document.body;
        if (onPage && from.isConnected && !(from as HTMLButtonElement).disabled) last = null;
      });
    };
    const check = () => {
      const active = document.activeElement;
      if (awaitingHeading && active === region) {
        const title = heading();
        if (title) {
          awaitingHeading = false;
          title.focus({ preventScroll: true });
        }
        return;
      }
      if (active !== null && active !== document.body) return;
      // A modal dialog places focus itself (back on its action after a failed save).
      if (document.querySelector('[aria-modal="true"]')) return;
      const lost =
        last !== null &&
        last !== document.body &&
        (!last.isConnected || (last as HTMLButtonElement).disabled === true);
      if (!lost) return;
      // Not scrolled to: a navigation scrolls the new page to its top, and a row deleted under
      // its menu leaves the list where the person was reading.
      const title = heading();
      (title ?? region).focus({ preventScroll: true });
      awaitingHeading = title === null;
    };
    // Checked after each change of the page (a microtask after React's commit), when the
    // components that place focus themselves (a dialog returning it, a run panel) have done so.
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [main]);
}
