import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const bulkActionBarGuide: Guide = {
  purpose:
    'The bar of a list’s selection: how many rows are selected (and how many of them the list does not show now), what the role may do with them, the whole selection on demand, and a way to clear it.',
  whenToUse:
    'Above a list whose rows can be ticked, in place of its header while at least one row is selected; it stays in view while the list scrolls. The actions are the ones the role may run on every selected row. For the actions of one row use its Action Menu; while a bulk action runs, its progress is the Run Panel.',
  states: [
    'Some Selected',
    'One Selected',
    'Offers Select All',
    'While Running',
    'Some Not Shown',
    'Many Selected Shown',
    'Labelled In The Page Column',
    'Labelled In The Page Column In Dark',
    'Icons Alone On A Phone',
    'Icons Alone On A Phone In Dark',
    'Icon Alone Hovered',
  ],
  texts: [
    ourText(
      '{count} {noun} selected',
      'the count, announced as it changes; singular for one (1 user selected)',
    ),
    callerText('users', '`noun`: the rows’ plural noun'),
    ourText(', {notShown} not shown', 'after the count: selected rows the list does not show now'),
    ourText(
      'Select all {total} {noun}',
      'when every row on screen is selected and the list holds more',
    ),
    ourText('Show selected', 'opens the list of the selection'),
    ourText('Hide selected', 'closes it'),
    ourText('Clear selection'),
    callerText(
      'Send invite emails',
      '`actions[].label`: one verb and its object per action, the button’s name; shown where the bar has room for every action’s words on its line (measured), else, with an `icon`, the icon alone shows, the label its tooltip on hover and keyboard focus',
    ),
    callerText(
      'Send invite',
      '`actions[].shortLabel`: the words shown where there is room, when shorter than the label; the label’s start, so the words seen are in the name heard',
    ),
    callerText('Delete', '`actions[].label`: a destructive action, drawn in the danger colour'),
    callerText(
      'Ada Lovelace · ada@acme.example',
      '`selected.items[].label`: each selected row, named',
    ),
    ourText('(not shown)', 'after a selected row the list does not show now'),
    ourText('Deselect', 'beside each selected row; heard as Deselect {label}'),
    ourText('and {n} more', 'after the first hundred selected rows'),
  ],
};
