import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, specText, type Guide } from '../guides/guide.ts';

export const textFieldGuide: Guide = {
  purpose:
    'A labelled text box in a form, with its rule’s message under it once the person has typed there and left, or tried to send the form, and help where needed.',
  whenToUse:
    'In a dialog’s form for typed values: an email, a name, a number of credits (a box of several lines for a list of addresses). It is read-only while the form is sent. For a value from a fixed list use Select Field; to narrow a list as one types use Search Box.',
  states: ['Empty', 'Filled', 'Required On Blur', 'Invalid Email', 'With Help', 'Submitting'],
  texts: [
    callerText('Email', '`label`: above the box'),
    specText(MESSAGES.editEmailRequired, '§5'),
    specText(MESSAGES.invalidEmail, '§5'),
    callerText(
      'The invite is sent to this address.',
      '`help`: under the box, read after the rule’s message',
    ),
  ],
};
