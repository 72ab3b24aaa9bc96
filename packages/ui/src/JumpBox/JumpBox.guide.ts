import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const jumpBoxGuide: Guide = {
  purpose:
    'The Ctrl-K jump box, a command palette: one field, its header, that finds companies and users as you type and opens the one chosen, all from the keyboard (arrows move, Enter opens, Esc closes; Cancel on a phone). Before anything is typed it lists the recent choices. It keeps one size while typing: the results, the empty state and the failure share one box, and a search under way turns in the field.',
  whenToUse:
    'To go straight to a company or a user from anywhere in the hub. To browse, sort or page through a list use the Users or Companies page and its search box.',
  states: ['Loading', 'Recent Choices', 'No Recent Choices', 'Results', 'No Result', 'Failed'],
  texts: [
    ourText('Jump To', 'the dialog’s accessible name, not shown: the field is the header'),
    ourText('Cancel', 'beside the field on a phone, which has no Esc'),
    callerText(
      'Search companies and users',
      '`placeholder`, also the field’s name; ‘Search users’ for a company manager',
    ),
    callerText('Recent', '`results`, a group’s heading; also ‘Companies’ and ‘Users’'),
    callerText('Megan Ortiz', '`results`, each item’s label: a company’s or a user’s name'),
    callerText(
      'Team Members ({n})',
      '`results`, a company’s second line, as its row on the Companies page (spec §2)',
    ),
    callerText('{email} · {company}', '`results`, a user’s second line'),
    callerText(
      'Type a company name, a name or an email',
      '`emptyTitle` with no recent choice; ‘Type a name or an email’ for a company manager',
    ),
    callerText('No Results Found', '`emptyTitle` when the search matched nothing'),
    ourText('Searching…', 'heard while the search runs; the eye sees the spinner in the field'),
    callerText('The search could not be completed.', '`failedMessage`, beside Retry'),
    ourText('Retry'),
    ourText('↑ ↓ to move, Enter to open, Esc to close', 'the keys, for the eye only'),
  ],
};
