import { callerText, specText, type Guide } from '../guides/guide.ts';

export const modalFrameGuide: Guide = {
  purpose:
    'The frame every dialog of the hub shares: a titled header with a close button, the body, and a footer with a dismiss button and at most one action. While its call runs it cannot be dismissed and the action shows a spinner; a failure is said above the buttons.',
  whenToUse:
    'Not on a page directly: it is the frame inside Confirm, Info, Modal Form and MFA Devices. Use one of those; reach for the frame itself only for a new kind of dialog that none of them fits.',
  states: ['With Action', 'Only Shows', 'Busy', 'Failed On Tall Dialog'],
  texts: [
    callerText('Edit Credits', '`title`, the dialog’s name as the spec writes it (§2)'),
    specText('Cancel', '§2'),
    specText('Close', '§2'),
    callerText('Save', '`action.label`: Save, Create or Confirm (spec §2, §4)'),
    callerText(
      'Error updating company credits',
      '`error`, why the last try failed: the error toast’s words (spec §8)',
    ),
  ],
};
