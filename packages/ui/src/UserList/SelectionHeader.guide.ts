import { callerText, type Guide } from '../guides/guide.ts';

export const selectionHeaderGuide: Guide = {
  purpose:
    'A list’s header line: the box that ticks every row on the page and the list’s own action (Export CSV). While rows are selected, the bar of what can be done with them takes its place at the same height, so the rows do not move.',
  whenToUse:
    'Above a list whose rows can be ticked; User List draws it itself. The bar inside it (`bar`) is Bulk Action Bar, handed in by whoever owns the bulk actions.',
  states: ['Nothing Selected', 'Some Selected'],
  texts: [
    callerText(
      'Select all users on this page',
      '`selectAll`: the box’s label (User List gives “Select all {label} on this page”); heard only, while the bar shows',
    ),
    callerText(
      'Export CSV',
      '`end`: the list’s own action, on the right; it steps aside for the bar',
    ),
  ],
};
