import { callerText, type Guide } from '../guides/guide.ts';

export const submitButtonGuide: Guide = {
  purpose:
    'The button that starts a dialog’s or a banner’s call (Save, Create, Delete): while the call runs it shows a spinner and takes no more clicks, so nothing is sent twice.',
  whenToUse:
    'For the one button of a dialog that submits (§2: every modal’s Save or Create), and the emulation banner’s Cancel. Cancel and Close in a dialog are plain buttons; danger for a delete.',
  states: ['Idle', 'Submitting', 'Create', 'Danger'],
  texts: [callerText('Save', '`children`: the action’s verb, e.g. Save, Create (§2), Delete')],
};
