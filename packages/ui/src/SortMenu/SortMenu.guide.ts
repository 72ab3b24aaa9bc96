import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const sortMenuGuide: Guide = {
  purpose:
    'Chooses the order of a list: a button showing the current order, opening a menu of the orders with the current one ticked.',
  whenToUse:
    'In a list’s toolbar beside its Search Box (Users, Companies). The page gives the orders, in the spec’s words. To narrow a list rather than order it use Search Box.',
  states: ['Closed', 'Open With Current Marked', 'Company Sorts'],
  texts: [
    specText('Name A-Z', '§2'),
    ourText('Name Z-A', 'the spec’s “Name A-Z or Z-A” (§2) written out'),
    specText('Email A-Z', '§2'),
    ourText('Email Z-A', 'the spec’s “Email A-Z or Z-A” (§2) written out'),
    specText('A - Z', '§9'),
    specText('Z - A', '§9'),
    specText('Date Created', '§9'),
    callerText(
      'Sort users',
      '`label`: the menu’s heading; the button is heard as e.g. Sort users: Name A-Z',
    ),
  ],
};
