import { ourText, type Guide } from '@admin-hub/ui/guides';

export const userActivityDialogGuide: Guide = {
  purpose:
    'A user’s activity (issue 36, not in the spec): the changes made to this user, by anyone, newest first, with the kind and period filters and a pager.',
  whenToUse:
    'From Activity in a user’s row menu, for whoever may act on the user (a super admin, the company’s admins; never a base user). A company’s record is its page’s Activity section; every company’s is the Activity page.',
  states: ['Default', 'Empty', 'Failed', 'Filtered', 'Company Manager Has The Item'],
  texts: [
    ourText('Activity', 'the row menu’s item, last of its access group'),
    ourText('Activity of {email}', 'the dialog’s title'),
  ],
};
