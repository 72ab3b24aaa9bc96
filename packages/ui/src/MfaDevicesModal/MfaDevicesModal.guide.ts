import { ourText, specText, type Guide } from '../guides/guide.ts';

export const mfaDevicesModalGuide: Guide = {
  purpose:
    'Lists a user’s MFA devices, each with its method, a status badge (success when confirmed, warning otherwise) and when it was enrolled, and lets an admin delete one after ‘Confirm Delete Device’, asked inside the same dialog. Devices can only be removed, never added.',
  whenToUse:
    'From a user row’s actions (view MFA devices). Whether a whole company must use MFA is the company page’s MFA Enabled switch, not this dialog.',
  states: ['Loading', 'Empty', 'Load Failed', 'Devices', 'Deleting'],
  texts: [
    specText('MFA Devices', '§2'),
    ourText('Devices enrolled by {email}', 'whose devices these are'),
    ourText('Loading MFA devices', 'beside the spinner'),
    specText('Error loading MFA devices', '§8'),
    ourText('Retry'),
    specText('No MFA devices found', '§2'),
    ourText(
      'A device appears here once the user sets one up when signing in.',
      'why the list can be empty',
    ),
    ourText(
      'Authenticator app',
      'the method as an admin says it; also SMS, Security key, Device biometrics and others',
    ),
    ourText('Confirmed', 'the success badge (spec §3: confirmed)'),
    ourText(
      'Pending',
      'the warning badge: any other status, as the provider names it, capitalised',
    ),
    ourText(
      'Enrolled {date}',
      'the date in full, e.g. ‘Enrolled June 2, 2025 at 9:30 AM UTC’ (spec §3)',
    ),
    ourText('Delete', 'one verb for the act; heard as ‘Delete {method}’'),
    specText('Close', '§2'),
    specText('Confirm Delete Device', '§2'),
    specText('Are you sure you want to delete the MFA device {method}?', '§2'),
    specText('Cancel', '§4'),
    specText('Confirm', '§4'),
    specText('Error deleting MFA device', '§8'),
  ],
};
