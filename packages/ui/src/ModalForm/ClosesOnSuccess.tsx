import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * For stories: plays the screen's part of the modal contract (the modal never hides itself). The
 * modal stays mounted while a submit answers with field errors, and unmounts once a submit goes
 * through or it is hidden. A button named `openWith` opens it, each time with fresh fields, and
 * gets focus back when it closes: a saved dialog ends as the product shows it (the dialog gone,
 * focus on what opened it), not on a sentence standing in for the screen. Not exported from the
 * package.
 */
export function ClosesOnSuccess<Args extends unknown[], Outcome>({
  openWith,
  onSubmit,
  children,
}: {
  openWith: string;
  onSubmit: (...args: Args) => Promise<Outcome>;
  children: (handlers: {
    onSubmit: (...args: Args) => Promise<Outcome>;
    onHide: () => void;
  }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openWith}</Button>
      {open
        ? children({
            onSubmit: async (...args) => {
              const outcome = await onSubmit(...args);
              if (!outcome) setOpen(false);
              return outcome;
            },
            onHide: () => setOpen(false),
          })
        : null}
    </>
  );
}
