import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const jumpBoxGuide: Guide = {
  purpose:
    'The Ctrl-K jump box: one field that finds companies and users as you type and opens the one chosen, all from the keyboard (arrows move, Enter opens, Esc closes). Before anything is typed it lists the recent choices.',
  whenToUse:
    'To go straight to a company or a user from anywhere in the hub. To browse, sort or page through a list use the Users or Companies page and its search box.',
  states: ['Loading', 'Recent Choices', 'No Recent Choices', 'Results', 'No Result', 'Failed'],
  texts: [
    ourText('Jump To', 'title case, as the spec’s dialog titles'),
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
    ourText('Searching…', 'while typing pauses and the search runs'),
    callerText('The search could not be completed.', '`failedMessage`, beside Retry'),
    ourText('Retry'),
    ourText('↑ ↓ to move, Enter to open, Esc to close', 'the keys, for the eye only'),
  ],
};
