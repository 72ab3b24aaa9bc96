import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const signListGuide: Guide = {
  purpose:
    'A company’s signs, scheduler or {product}, as a plain read-only list: each row the sign’s name, where it stands and its size.',
  whenToUse:
    'Where signs are only to be seen. A company page lists its signs with Sign Row inside a Show More List instead, which adds each sign’s actions and the 5-row limit. The caller shows the empty state (‘No Signs Found’, Empty State).',
  states: ['Scheduler Signs', 'Product Signs'],
  texts: [
    callerText(
      'Scheduler Signs',
      '`label`: the list’s name, heard, e.g. Scheduler Signs, {product} Signs',
    ),
    ourText('{city}, {state}', 'a sign’s location; a missing part leaves no stray comma'),
    ourText(
      '{width} × {height}',
      'a sign’s size, without units (the two apps measure differently)',
    ),
  ],
};
