import { ourText, type Guide } from '@admin-hub/ui/guides';

export const activityScreenGuide: Guide = {
  purpose:
    'The super admins’ record of every change anyone asked the API to make (/admin/activity, issue 36, not in the spec): who, as whom while emulating, what, on whom, each field before and after, and whether it was refused; filtered by company, user acted on, actor, kind and period, the filters in the address; a pager and the CSV export of every page.',
  whenToUse:
    'For a question across companies (what did this admin change this week?). A company’s own record is the Activity section of its page (also for its admins), a user’s is Activity in their row menu. Its list is the Activity List component; an entry’s actor, user or company narrows the page to them.',
  states: ['Default', 'Empty', 'Loading', 'Failed', 'Filtered', 'Emulated Entry', 'Phone', 'Dark'],
  texts: [
    ourText('Activity ({count})', 'the page’s name with the number of entries its filters match'),
    ourText('Show activity by {actor}', 'an entry’s actor as a filter, heard'),
    ourText('Show activity on {user}', 'an entry’s user as a filter, heard'),
    ourText('Show activity of {company}', 'an entry’s company as a filter, heard'),
    ourText('By {actor}', 'the chip of an actor filter'),
    ourText('On {user}', 'the chip of a user filter'),
    ourText('Company: {company}', 'the chip of a company filter'),
    ourText('Exported {count} changes', 'the export’s toast, in the export’s words'),
  ],
};
