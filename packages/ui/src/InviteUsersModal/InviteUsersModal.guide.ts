import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const inviteUsersModalGuide: Guide = {
  purpose:
    'Invites many users to a company at once: addresses typed or pasted, or read from a CSV, each checked in a preview before anything is sent (a malformed address, the same address twice, an address already in use). ‘Invite N users’ sends the ready rows with one role, invite email choice and set of scheduler signs.',
  whenToUse:
    'When several people join a company together. For one person use Invite User, whose rules and defaults this dialog shares.',
  states: [
    'Empty',
    'Preview With Each Error',
    'Preview On A Phone',
    'Checking',
    'From Csv',
    'Csv Without Email Column',
    'Submitting',
  ],
  texts: [
    ourText('Invite Users', 'title case, as the spec’s Invite User'),
    ourText('Email addresses'),
    ourText('One per line, or separated by commas or semicolons.', 'help under the field'),
    ourText('Upload CSV'),
    ourText('Choose file', 'the file picker’s button'),
    ourText('No file chosen', 'until a file is picked; then its name'),
    ourText('A column named email; role optional, default User.', 'help under Upload CSV'),
    ourText('{file}: {n} rows', 'once a CSV is read; ‘1 row’ for one'),
    callerText(
      'The CSV has no column named email',
      '`readCsv`’s answer when the file gives no list',
    ),
    ourText('Role'),
    ourText('Choose a role', 'the select’s first, empty choice'),
    ourText('Send invite email', 'sentence case; ticked by default (spec §9)'),
    ourText(
      'Scheduler Signs',
      'as the company page’s section is named (spec §2); shown for the base user role',
    ),
    specText('Select All', '§6'),
    specText('Deselect All', '§6'),
    specText('No Signs Found', '§2'),
    ourText('Loading scheduler signs', 'beside the spinner'),
    ourText('The scheduler signs could not be loaded.', 'beside Retry'),
    ourText('No addresses yet.', 'in place of the preview'),
    ourText(
      '{n} users ready, {c} checking, {m} with a problem (not sent)',
      'the preview’s count in the footer, beside the action it is about; ready only once checked; ‘1 user’ for one; a part that is 0 is left out',
    ),
    ourText('Line'),
    ourText('Check', 'the preview’s column saying whether a row can be sent'),
    ourText('Ready'),
    ourText('Checking…', 'while the address is looked up'),
    specText(MESSAGES.invalidEmail, '§5'),
    specText(MESSAGES.emailRequired, '§5'),
    ourText('Duplicate email in the list', 'a second occurrence of the same address'),
    specText(MESSAGES.emailInUse, '§5'),
    specText(MESSAGES.chooseRole, '§5'),
    specText('Cancel', '§2'),
    ourText('Invite {n} users', 'the action says how many are sent; ‘Invite 1 user’ for one'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
