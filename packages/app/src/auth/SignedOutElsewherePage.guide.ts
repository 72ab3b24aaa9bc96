import { callerText, ourText, type Guide } from '@admin-hub/ui/guides';

export const signedOutElsewherePageGuide: Guide = {
  purpose:
    'What a tab of the app shows once its user signed out in another tab: nothing of the ended session stays on screen, and signing in again returns to the same page.',
  whenToUse:
    'Only after a sign-out elsewhere. A session that ended by itself (expired, refused) keeps the page and asks through the Session Ended dialog; a failed sign-in is Sign In’s Login Failed.',
  states: ['Sign In Again', 'Sign In Again In Dark'],
  texts: [
    callerText('{product}', 'the product’s name from configuration, beside the logo'),
    ourText('Signed out', 'sentence case'),
    ourText('You signed out in another tab.', 'sentence case'),
    ourText('Sign in again', 'the same words as the Session Ended dialog’s button'),
  ],
};
