import { useEffect, useRef } from 'react';

/**
 * Why the dialog's last try failed, above the footer's buttons and so beside the one that tries
 * again. An alert, so a screen reader says it once it appears. On a dialog taller than the window
 * the footer may be scrolled away (the person scrolled up to fix a field): it comes back whole
 * into view with the message, so the message is seen where the work is.
 */
export function FailureLine({ children }: { children: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always has.
    line.current?.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <p ref={line} role="alert" className="w-100 mb-1 text-danger text-end small">
      {children}
    </p>
  );
}
