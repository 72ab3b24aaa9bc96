import { callerText, ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const companiesScreenGuide: Guide = {
  purpose:
    'The super admin’s list of every company (/admin/companies): find one by name, sort, page through them, open a company’s page, or create a new company.',
  whenToUse:
    'The page for all companies, super admin only. A company manager reaches only their own company (My Company); one company’s users and signs are on its Company Detail page. Its frame (count, search, sort, pagers and the loading, failed and empty states) is the Paged List View it shares with Users.',
  states: [
    'Loaded',
    'Loading',
    'Empty',
    'Load Failed',
    'Next Page Loading',
    'Loaded In Dark',
    'Loaded On A Phone',
  ],
  texts: [
    ourText('Companies ({count})', 'the page’s name with the count the spec asks for (§2)'),
    specText('Search all Companies', '§2'),
    ourText(
      'Sort companies',
      'the sort menu’s heading; also the search box’s spoken name, ‘Search companies’',
    ),
    specText('A - Z', '§9'),
    specText('Z - A', '§9'),
    specText('Date Created', '§9'),
    ourText(
      '{first}–{last} / {total}',
      'spec §4’s ‘first - last / total’ with a range’s en dash and grouped digits (‘1–40 / 11,500’)',
    ),
    ourText('Export CSV', 'the export of every page of the list'),
    specText('Create New Company', '§2'),
    specText('Team Members (n)', '§2'),
    callerText('{name}', 'each row: the company’s name, from its record'),
    specText('No Companies Found', '§2'),
    ourText(
      'Companies you create appear here, with their team members and signs.',
      'the empty list’s reason, with Create New Company as its next step',
    ),
    ourText('No companies match “{search}”.', 'a search hides every company'),
    ourText('Clear search', 'the next step when a search hides every row'),
    ourText('Loading companies', 'heard by screen readers; the eye sees skeleton rows'),
    ourText('The companies could not be loaded.', 'beside Retry; the toast says what happened'),
    ourText('Retry', 'sentence case'),
    specText('Error loading companies', '§8'),
  ],
};
