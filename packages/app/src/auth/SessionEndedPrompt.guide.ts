import { ourText, type Guide } from '@admin-hub/ui/guides';

export const sessionEndedPromptGuide: Guide = {
  purpose:
    'Asks the user to sign in again when their session ended while a page was open: one prompt however many calls failed for it, no error toasts, and the page, any open dialog and what was typed in it are kept.',
  whenToUse:
    'Over any page or dialog, when a call is refused because the session ended. Not for a sign-out in another tab (Signed Out Elsewhere replaces the page) nor for a failed sign-in (Sign In’s Login Failed). Put away with Not now, it comes back at the next call that fails for the session.',
  states: [
    'Closed Comes Back At Next Failure',
    'Signing In',
    'Sign In Not Completed',
    'Over An Open Dialog',
  ],
  texts: [
    ourText('Session ended', 'the dialog’s title'),
    ourText(
      'Your session has ended. Sign in again to continue where you left off.',
      'sentence case',
    ),
    ourText('Sign in again', 'the confirm button; spins while the sign-in runs'),
    ourText('Not now', 'puts the prompt away'),
    ourText('Sign-in was not completed.', 'when the sign-in window was closed before signing in'),
  ],
};
