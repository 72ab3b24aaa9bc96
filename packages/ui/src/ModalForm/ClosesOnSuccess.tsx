import { useState, type ReactNode } from 'react';

/**
 * For stories: keeps a modal mounted until its submit goes through, then unmounts it the way a
 * screen does after a successful call, leaving a line that says so. Not exported from the package.
 */
export function ClosesOnSuccess({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return open ? <>{children(() => setOpen(false))}</> : <p>The modal closed after saving.</p>;
}
