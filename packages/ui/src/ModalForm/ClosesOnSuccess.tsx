import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * For stories: plays the screen's part of the modal contract (the modal never hides itself). The
 * modal stays mounted while a submit answers with field errors, and unmounts once a submit goes
 * through or it is hidden. With `openWith`, a button of that name opens it, each time with fresh
 * fields; without, it starts open and leaves a line once saved. Not exported from the package.
 */
export function ClosesOnSuccess<Args extends unknown[], Outcome>({
  openWith,
  onSubmit,
  children,
}: {
  openWith?: string;
  onSubmit: (...args: Args) => Promise<Outcome>;
  children: (handlers: {
    onSubmit: (...args: Args) => Promise<Outcome>;
    onHide: () => void;
  }) => ReactNode;
}) {
  const [state, setState] = useState<'open' | 'saved' | 'hidden'>(openWith ? 'hidden' : 'open');
  const modal =
    state === 'open'
      ? children({
          onSubmit: async (...args) => {
            const outcome = await onSubmit(...args);
            if (!outcome) setState('saved');
            return outcome;
          },
          onHide: () => setState('hidden'),
        })
      : null;
  if (openWith) {
    return (
      <>
        <Button onClick={() => setState('open')}>{openWith}</Button>
        {modal}
      </>
    );
  }
  return state === 'saved' ? <p>The modal closed after saving.</p> : <>{modal}</>;
}
