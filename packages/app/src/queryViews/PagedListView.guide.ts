import { callerText, ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const pagedListViewGuide: Guide = {
  purpose:
    'The frame every searchable, sortable, paged admin list shares: the heading with the count, search and sort on one row, a pager above and below the rows, and the loading, failed and empty states. Count and pagers always describe the rows on screen.',
  whenToUse:
    'For a list the server pages (Users, Companies). A short list loaded whole (a company’s users and signs, five rows then Show More) is a Show More List instead. These stories show what it does when the connection drops and returns; its other states are in the Users and Companies screens’ stories.',
  states: ['Search Failed Offline', 'Reloads When Back Online'],
  texts: [
    callerText(
      'Users',
      '`title`, the heading and the list’s name (‘Companies’ on the other screen)',
    ),
    ourText('({count})', 'the count beside the heading, once the rows on screen are known'),
    callerText(
      'Search all Users by name, email, or company name',
      '`searchPlaceholder`, the spec’s placeholder of each screen (§2)',
    ),
    callerText('Name A-Z', '`sortOptions`, the spec’s sort options of each screen (§2, §9)'),
    ourText('Sort {noun}', 'the sort menu’s heading, e.g. ‘Sort users’ (`noun`)'),
    ourText(
      '{first}–{last} / {total}',
      'spec §4’s ‘first - last / total’ with a range’s en dash and grouped digits (‘1–40 / 11,500’)',
    ),
    callerText('No Users Found', '`emptyTitle`, the spec’s empty state of each screen (§2)'),
    callerText(
      'Users appear here once they are invited to a company.',
      '`emptyDescription`, why the list is empty; `emptyAction` may add the next step',
    ),
    ourText(
      'No {noun} match “{search}”.',
      'in place of the description when a search hides every row',
    ),
    ourText('Clear search', 'the next step when a search hides every row'),
    ourText('Loading {noun}', 'heard by screen readers; the eye sees the `skeleton` rows'),
    ourText('The {noun} could not be loaded.', 'beside Retry; the toast says what happened'),
    ourText('Retry', 'sentence case'),
    specText('Error loading users', '§8'),
    specText('Error loading companies', '§8'),
  ],
};
