import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const loadFailedGuide: Guide = {
  purpose:
    'Takes the place of data that could not be loaded: one sentence saying what failed, and Retry. The toast says what happened; this keeps a way forward where the data was to be.',
  whenToUse:
    'Where a page, card, dialog or field depended on a call that failed, usually through Loadable Content, which picks it. Not for a list that loaded with no rows (Empty State), nor for a save that failed (a toast, and the dialog stays open).',
  states: ['On A Page', 'In A Dialog'],
  texts: [
    callerText(
      'The users could not be loaded.',
      '`message`: what could not be loaded, one sentence',
    ),
    ourText('Retry', 'one verb: asks again, the loading state shows meanwhile'),
  ],
};
