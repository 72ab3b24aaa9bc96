import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const activityListGuide: Guide = {
  purpose:
    'Who changed what, and when (issue 36, not in the spec): each change the API recorded, newest first, with who made it (‘superadmin@example.com as admin@acme.example’ while emulating), what it acted on, each field before and after, and a refused call marked with its status; filters by kind and period above, a pager below.',
  whenToUse:
    'For a company’s Activity section, a user’s activity (from their row menu) and the hub-wide Activity page of super admins, where the actor, user and company of an entry also filter the list. Loading, failure and the empty list are its own (Loadable Content, Empty State).',
  states: [
    'Default',
    'Empty',
    'Loading',
    'Failed',
    'Filtered',
    'Emulated Entry',
    'Refused Entry',
    'Phone',
    'Dark',
  ],
  texts: [
    ourText('{kind}', 'each kind’s label from the domain’s ACTIVITY_KINDS, e.g. User edited'),
    ourText(
      'January 15, 2026 at 9:00 AM UTC',
      'when, in the hub’s one date-time format (an MFA device’s enrolment reads the same)',
    ),
    ourText('By {actor}', 'the actor’s email; while emulating ‘{actor} as {emulated user}’'),
    ourText(
      'Last name: "Dubois" → "Dubois-Martin"',
      'each field before and after, in the edit form’s own label; a cleared value reads empty',
    ),
    ourText('Refused ({status})', 'a call the API refused, with its HTTP status'),
    ourText('Kind of change'),
    ourText('All kinds'),
    ourText('From'),
    ourText('To'),
    ourText('Remove filter: {filter}', 'a chip’s button, heard'),
    ourText('No Activity Found', 'title case like the other empty lists'),
    ourText('No change has been made yet.'),
    ourText('No change matches these filters.'),
    ourText('Clear filters'),
    ourText('Loading activity'),
    ourText('The activity could not be loaded.'),
    callerText('Activity', '`label`: the list’s name, heard'),
  ],
};
