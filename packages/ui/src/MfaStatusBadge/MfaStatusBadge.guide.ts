import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const mfaStatusBadgeGuide: Guide = {
  purpose:
    'An MFA device’s status: green when the device is confirmed, amber with the identity provider’s own status otherwise.',
  whenToUse:
    'In the MFA Devices dialog, one per device row. Statuses only show: there are no transitions to offer. For a user who has not finished signing up use Invited Badge.',
  states: ['Confirmed', 'Unconfirmed', 'Any Other Status'],
  texts: [
    ourText('Confirmed', 'the spec’s status “confirmed” (§3), first letter capitalised'),
    callerText(
      '{status}',
      '`status`: any other status the identity provider gives, first letter capitalised, e.g. Unconfirmed, Pending',
    ),
  ],
};
