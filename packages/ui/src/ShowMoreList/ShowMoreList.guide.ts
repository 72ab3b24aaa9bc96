import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const showMoreListGuide: Guide = {
  purpose:
    'Shows a list’s first 5 rows and a Show More / Show Less toggle for the rest, so a page with several lists stays short.',
  whenToUse:
    'For the lists of a company page (Users, Scheduler Signs, {product} Signs), loaded whole. A long list loaded page by page uses Pager instead. The caller gives what shows when there are no rows (Empty State).',
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
