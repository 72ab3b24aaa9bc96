import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const showMoreListGuide: Guide = {
  purpose:
    'Shows a list’s first 5 rows and a Show More / Show Less toggle for the rest, so a page with several lists stays short.',
  whenToUse:
    'For the lists of a company page (Users, Scheduler Signs, {product} Signs), loaded whole. A long list loaded page by page uses Pager instead. The caller gives what shows when there are no rows (Empty State). Up to 500 rows the whole list scrolls with the page; past that (a company of 10,000 users) the rest scrolls in a box of its own, opened where the five rows were so the page does not move: the sections below stay a short scroll away rather than 10,000 rows down, and only the rows in view are drawn.',
  states: [
    'Collapsed',
    'Empty',
    'Expanded',
    'Exactly Five',
    'Very Long List Is Virtualised',
    'Highlighted Row Past The First Five',
  ],
  texts: [
    specText('Show More', '§2'),
    ourText('Show Less', 'the spec’s “Show More/Less” (§2) written out'),
    callerText('No Users Found', '`emptyState`: shown in place of the list when it has no rows'),
    callerText('Users', '`label`: the list’s name, heard'),
    ourText('{label}, scrolling list', 'the scrolling box of a very long list, heard'),
  ],
};
