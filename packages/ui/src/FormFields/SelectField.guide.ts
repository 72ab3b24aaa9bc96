import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, specText, type Guide } from '../guides/guide.ts';

export const selectFieldGuide: Guide = {
  purpose:
    'One choice from a short list in a form: a labelled drop-down, optionally starting on an empty choice, with its rule’s message under it and help where needed.',
  whenToUse:
    'In a dialog’s form for a value picked from a fixed list: a user’s role, a company’s subscriber, its verified sign manufacturer. It cannot be changed while the form is sent. For free text use Text Field; for several choices use Checkbox Group Field.',
  states: ['Empty', 'Filled', 'Please Choose A Role', 'Numeric Options', 'Submitting'],
  texts: [
    callerText('Role', '`label`: above the drop-down'),
    callerText(
      'Choose a role',
      '`emptyOption`: the first, empty choice (None where empty is an answer)',
    ),
    callerText('Admin', '`options[].label`: each choice, e.g. the roles Admin and User'),
    specText(MESSAGES.chooseRole, '§5'),
    specText('Verified Sign Manufacturer', '§6'),
    callerText(
      'Leave empty for a company that is not a sign manufacturer.',
      '`help`: under the drop-down, read with it',
    ),
  ],
};
