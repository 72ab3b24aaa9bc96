/**
 * Why the dialog's last try failed, above the footer's buttons and so beside the one that tries
 * again. An alert, so a screen reader says it once it appears. The footer never scrolls away (the
 * dialog's body is its one scroller), so the message is seen where the work is.
 */
export function FailureLine({ children }: { children: string }) {
  return (
    <p role="alert" className="w-100 mb-1 text-danger text-end small">
      {children}
    </p>
  );
}
