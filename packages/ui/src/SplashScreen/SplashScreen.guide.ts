import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const splashScreenGuide: Guide = {
  purpose:
    'Fills the window with the product’s logo and a spinner while sign-in redirects or the session loads, so nobody sees a half-drawn app.',
  whenToUse:
    'Only before the app can draw: during the redirect to and from the identity provider and while the session loads (§2). Inside the app, a page or dialog that waits shows Loadable Content’s loading status instead.',
  states: ['Signing In', 'With Visible Message', 'Before Configuration', 'Signing In In Dark'],
  texts: [
    callerText(
      '{product}',
      '`productName`: the product’s name from the configuration; absent until it loads',
    ),
    ourText('Signing in…', 'what `message` says unless given; heard, and seen with `showMessage`'),
  ],
};
