import { callerText, specText, type Guide } from '../guides/guide.ts';

export const companyListGuide: Guide = {
  purpose:
    'The companies of a list page, one row each with the company’s name and the size of its team; the whole row opens the company’s page.',
  whenToUse:
    'On the Companies page, under its Data Toolbar, between its pagers. It shows rows only: with none, the page shows an Empty State (‘No Companies Found’) instead, and Skeleton Rows while the rows load. Users are listed by the User List.',
  states: ['Companies', 'Long Name'],
  texts: [
    callerText('Acme Signs', '`companies[].name`: cut short with … when it does not fit'),
    specText('Team Members (n)', '§2'),
    callerText('Companies', '`label`: the list’s name, heard'),
  ],
};
