import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '@admin-hub/ui/lazy';
import { sessionResumed, selectSession } from './sessionSlice.ts';
import { useAuth } from './useAuth.ts';

// Met at most a few times a day: its dialog's code loads when a session ends.
const SessionEndedDialog = lazyComponent(() =>
  import('./SessionEndedDialog.tsx').then((m) => m.SessionEndedDialog),
);

/**
 * One prompt for a session that ended under the page, however many calls failed for it. Signing
 * in again (a popup) keeps the page, its open dialog and what was typed in it, then the reads that
 * failed are sent again; where no popup may open, the sign-in is a redirect that comes back to
 * this path and query. Put away, the prompt comes back at the next call that fails for the session.
 */
export function SessionEndedPrompt() {
  const { ended, failures } = useSelector(selectSession);
  const [putAwayAt, setPutAwayAt] = useState(0);
  const { signInAgain } = useAuth();
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  if (!ended || putAwayAt === failures) return null;
  return (
    <SessionEndedDialog
      onSignIn={() =>
        signInAgain(`${pathname}${search}`).then(() => void dispatch(sessionResumed()))
      }
      onClose={() => setPutAwayAt(failures)}
    />
  );
}
