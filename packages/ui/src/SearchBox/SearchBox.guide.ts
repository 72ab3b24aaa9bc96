import { callerText, specText, type Guide } from '../guides/guide.ts';

export const searchBoxGuide: Guide = {
  purpose:
    'Narrows a list as the person types: the search runs once typing pauses for 500 ms, not on every key.',
  whenToUse:
    'Above a searchable list (Users, Companies), beside its Sort Menu; the page gives the placeholder, in the spec’s words. For picking one item from a known list in a form use a select instead.',
  states: ['Empty', 'With Value'],
  texts: [
    specText('Search all Users by name, email, or company name', '§2'),
    specText('Search all Companies', '§2'),
    callerText('Search users', '`label`: the field’s name, heard, not seen'),
  ],
};
