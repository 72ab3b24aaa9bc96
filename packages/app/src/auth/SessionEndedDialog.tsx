import { useState } from 'react';
import { ConfirmDialog } from '@admin-hub/ui/ConfirmDialog';
import { useBusy } from '@admin-hub/ui/hooks';

/**
 * 'Session ended', over the page as it was. Its owner signs the person in again (`onSignIn`
 * rejects when that was not completed); it imports nothing of the app, so loading it on demand
 * leaves the first load's chunks as they are.
 */
export function SessionEndedDialog({
  onSignIn,
  onClose,
}: {
  onSignIn: () => Promise<void>;
  onClose: () => void;
}) {
  const { busy, run } = useBusy();
  const [notCompleted, setNotCompleted] = useState(false);

  const signIn = () =>
    void run(async () => {
      setNotCompleted(false);
      await onSignIn().catch(() => setNotCompleted(true));
    });

  return (
    <ConfirmDialog
      show
      title="Session ended"
      confirmLabel="Sign in again"
      cancelLabel="Not now"
      submitting={busy}
      onConfirm={signIn}
      onCancel={onClose}
    >
      <p className="mb-0">Your session has ended. Sign in again to continue where you left off.</p>
      {notCompleted && (
        <p role="alert" className="text-danger mt-2 mb-0">
          Sign-in was not completed.
        </p>
      )}
    </ConfirmDialog>
  );
}
