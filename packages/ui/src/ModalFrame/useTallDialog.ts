import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the dialog's body has more than the window holds: it then scrolls, and on a phone the
 * dialog takes the whole screen (theme: `.ah-modal-tall`). Checked as the body or what it holds
 * changes size (content that arrives after opening: a preview, a loaded list). Once tall it stays
 * tall while open, so the dialog does not jump between the two shapes as rows come and go.
 */
export function useTallDialog(body: RefObject<HTMLElement | null>, show: boolean): boolean {
  const [tall, setTall] = useState(false);
  useEffect(() => {
    const element = body.current;
    // jsdom (unit tests) lays nothing out and has no ResizeObserver: there is nothing to measure.
    if (!show || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.scrollHeight > element.clientHeight + 1) setTall(true);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [body, show]);
  return tall;
}
