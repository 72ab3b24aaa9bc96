import { callerText, ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const loginRouteGuide: Guide = {
  purpose:
    'Where signing in starts and where the identity provider sends the visitor back (/login): only the splash screen with the logo while the sign-in runs, or what went wrong with a way to try again.',
  whenToUse:
    'Reached by redirect, not by a link: a protected page sends a signed-out visitor through it and gets them back afterwards (Sign In/Guard). A tab whose user signed out elsewhere shows Signed Out Elsewhere instead; a session that ends under an open page asks through the Session Ended dialog.',
  states: ['Visited Directly', 'Handling Callback', 'Login Failed'],
  texts: [
    callerText('{product}', 'the product’s name from configuration, beside the logo'),
    ourText('Signing in…', 'heard by screen readers; the eye sees the logo and a spinner'),
    specText('Login failed', '§8'),
    callerText(
      '{description}',
      'the identity provider’s own error description, when it gives one, in place of ‘Login failed’',
    ),
    ourText('Try again', 'starts the sign-in again'),
  ],
};
