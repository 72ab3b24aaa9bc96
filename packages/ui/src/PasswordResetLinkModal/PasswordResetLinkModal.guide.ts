import { ourText, specText, type Guide } from '../guides/guide.ts';

export const passwordResetLinkModalGuide: Guide = {
  purpose:
    'Shows a password reset link for a user, to pass on by hand: requested as the dialog opens, a spinner until it arrives, then the link read-only with how long it is valid and a Copy button.',
  whenToUse:
    'From a user row’s actions (create password reset link), for super admins (spec §6). To have the user receive the link by mail use Confirm Password Reset Send instead.',
  states: ['Loaded', 'Loading', 'Load Failed'],
  texts: [
    specText('Password Reset link', '§2'),
    ourText('Creating password reset link', 'beside the spinner'),
    specText('Error loading password reset link', '§8'),
    ourText('Retry'),
    ourText('Password reset link for {email}', 'the field’s label'),
    ourText('Copy'),
    ourText('This link is valid for 30 days.', 'the validity of spec §9'),
    specText('Close', '§2'),
  ],
};
