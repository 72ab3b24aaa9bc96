import { callerText, specText, type Guide } from '../guides/guide.ts';

export const emptyStateGuide: Guide = {
  purpose:
    'What a list shows in place of its rows when it has none: a title, a sentence saying why (a search hides every row, or nothing has been added yet) and, where the role may act, the next step.',
  whenToUse:
    'Inside a list or a section whose query succeeded with no rows. Not for a failed load (that is Load Failed, with Retry) nor while rows load (Skeleton Rows).',
  states: ['No Users', 'No Signs', 'No Companies With Action'],
  texts: [
    specText('No Users Found', '§2'),
    specText('No Signs Found', '§2'),
    specText('No Companies Found', '§2'),
    callerText('No company’s name contains “zeta”.', '`description`, the reason the list is empty'),
    callerText('Clear search', '`action`, the next step the role may take'),
  ],
};
