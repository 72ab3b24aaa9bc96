import type { BrowserContext } from '@playwright/test';

/** One toast as it was shown: its text, its kind and where its container was on screen. */
export interface ShownToast {
  text: string;
  /** 'success', 'error', … from react-toastify's `Toastify__toast--{type}` class. */
  type: string;
  page: string;
  container: {
    position: string;
    top: number;
    right: number;
  };
}

const BINDING = '__adminHubReportToast';

/**
 * Records every toast the moment it is added to any page of the context. A toast closes after
 * 2 s (spec §9), so polling the page for it can miss one that comes late (after a read's
 * retries) and goes between two polls on a loaded machine; the log cannot.
 */
export async function recordToasts(context: BrowserContext): Promise<ShownToast[]> {
  const shown: ShownToast[] = [];
  await context.exposeBinding(BINDING, (_source, toast: ShownToast) => {
    shown.push(toast);
  });
  await context.addInitScript((binding) => {
    const report = (element: Element) => {
      const container = element.closest('.Toastify__toast-container') ?? element;
      const box = container.getBoundingClientRect();
      const type = /Toastify__toast--(\w+)/.exec(element.className)?.[1] ?? '';
      const send = (window as unknown as Record<string, (toast: unknown) => void>)[binding];
      send?.({
        text: element.textContent?.trim() ?? '',
        type,
        page: location.href,
        container: {
          position: getComputedStyle(container).position,
          top: box.top,
          right: window.innerWidth - box.right,
        },
      });
    };
    const seen = new WeakSet<Element>();
    const scan = (root: ParentNode) => {
      for (const element of root.querySelectorAll('.Toastify__toast')) {
        if (seen.has(element)) continue;
        seen.add(element);
        // The toast's text is rendered in the same commit; read it once layout has run.
        requestAnimationFrame(() => report(element));
      }
    };
    new MutationObserver(() => scan(document)).observe(document, {
      childList: true,
      subtree: true,
    });
  }, BINDING);
  return shown;
}
