import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const pagerGuide: Guide = {
  purpose:
    'Moves through a long list a page at a time: which rows are on screen out of how many (‘41–80 / 1,500’), with Previous and Next buttons.',
  whenToUse:
    'Above and below a list loaded page by page (Users, Companies: 40 a page). It hides itself when there are no rows or all fit on page one. A company page’s lists, loaded whole, use Show More List instead.',
  states: [
    'First Page',
    'Next Page Loading',
    'Hidden When Empty',
    'Middle Page',
    'Last Page',
    'Two Pages',
    'Hidden When One Page',
  ],
  texts: [
    ourText(
      '{first}–{last} / {total}',
      'spec §4’s ‘first - last / total’ with a range’s en dash and grouped digits (‘1–40 / 11,500’)',
    ),
    ourText(
      'Previous page',
      'the button’s name, heard (an arrow is seen); disabled on the first page',
    ),
    ourText('Next page', 'the button’s name, heard (an arrow is seen); disabled on the last page'),
    ourText(', loading page {n}', 'heard after the range while the page asked for loads'),
    callerText(
      'Pagination',
      '`label`: the pager’s name, heard; the pager above a list and the one below it differ',
    ),
  ],
};
