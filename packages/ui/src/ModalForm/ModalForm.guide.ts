import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const modalFormGuide: Guide = {
  purpose:
    'A create or edit form in a dialog, checked by the same rules the server applies: each error is said on its field and focus goes to the first one. While it saves, nothing can be changed, sent twice or dismissed; a failed save keeps everything typed and says why beside Save. Dismissing a changed form first asks ‘Discard changes?’.',
  whenToUse:
    'For every dialog that creates or edits something (Create New Company, Edit company, Edit Credits, Edit Subscriber, Invite User, Edit user, Scheduler Sign Permissions). To confirm one action without fields use Confirm; to only show something use Info.',
  states: [
    'Empty',
    'Filled',
    'Discard Question',
    'Submitting',
    'Save Failed',
    'Server Field Error',
  ],
  texts: [
    callerText('Edit user', '`title`, the dialog’s name as the spec writes it (§2)'),
    callerText('First name', 'the fields (`children`), each with its label'),
    callerText('Email is required', 'the `schema`’s messages, the spec’s where it gives them (§5)'),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Create', '§2'),
    callerText(
      'Error updating user',
      '`onSubmit`’s answer when the save fails: the error toast’s words (spec §8)',
    ),
    callerText(
      'Email is already in use',
      '`onSubmit`’s answer: a server error on a field (spec §5)',
    ),
    ourText('Discard changes?', 'asked before a changed form is closed'),
    ourText('Your changes to this form will be lost.'),
    ourText('Keep editing', 'the answer that loses nothing, focused first'),
    ourText('Discard', 'one verb for the act, in the danger colour'),
  ],
};
