import { callerText, type Guide } from '../guides/guide.ts';

export const dataToolbarGuide: Guide = {
  purpose:
    'The head of a list page: its title with the number of matching rows, the page’s action beside it, then the search and the sort on one row and the upper pager under them.',
  whenToUse:
    'At the top of a searchable list page (Users, Companies). Its slots take a Search Box, a Sort Menu and a Pager, which have guides of their own. A page without a list (a company’s page) uses Page Header alone.',
  states: ['Full', 'Count Unknown', 'Title Only'],
  texts: [
    callerText('Users', '`title`: the page’s heading'),
    callerText(
      '(57)',
      '`count`: the total of matching rows after the title, with thousands separators; left out while unknown',
    ),
  ],
};
