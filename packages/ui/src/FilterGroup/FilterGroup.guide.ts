import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const filterGroupGuide: Guide = {
  purpose:
    'One filter of a list: its name, then a row of options of which exactly one is chosen, each with the number of rows it would show.',
  whenToUse:
    'Above a list that can be narrowed by a few fixed values (a company’s users by role or by status). For free text use Search Box; to order a list use Sort Menu. On a phone the options wrap onto more lines.',
  states: ['All Chosen', 'Without Counts', 'Wraps On A Phone'],
  texts: [
    callerText('Status', '`label`: names the filter, before its options'),
    callerText('Invited', '`options[].label`: each option, e.g. All, Invited, Active'),
    ourText(
      '({count})',
      'after an option: how many rows it would show, with thousands separators; left out while unknown',
    ),
  ],
};
