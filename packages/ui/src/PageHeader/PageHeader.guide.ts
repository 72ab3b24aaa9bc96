import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const pageHeaderGuide: Guide = {
  purpose:
    'The head of every page: where the page sits (a breadcrumb, on a page below another), its title with the page’s count, and the page’s actions on the right, all at one size.',
  whenToUse:
    'Once, at the top of every screen: its title is the page’s only top-level heading. The page’s add menu, Actions menu or Export CSV go in its actions. A section inside a page (a company’s Users or Signs) has a section heading, not a Page Header.',
  states: [
    'List Page',
    'Company Page',
    'Company Without Product Account',
    'Long Company Name On A Phone',
  ],
  texts: [
    callerText('Users', '`title`: the page’s name, or a company’s name on its page'),
    callerText(
      '(1,500)',
      '`count`: the page’s total, with thousands separators, in brackets after the title; left out while unknown',
    ),
    callerText(
      'Companies',
      '`breadcrumb`: the pages above this one, each a link; the title ends the trail',
    ),
    callerText(
      'Export CSV',
      '`actions`: the page’s buttons and menus, e.g. Add, Actions, Export CSV',
    ),
    ourText('Breadcrumb', 'the trail’s name, heard'),
  ],
};
