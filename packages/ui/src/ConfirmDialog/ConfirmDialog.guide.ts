import { callerText, specText, type Guide } from '../guides/guide.ts';

export const confirmDialogGuide: Guide = {
  purpose:
    'Asks the person to confirm one action before it runs: a question, Cancel and Confirm. While the action runs nothing can be clicked or dismissed; if it fails the dialog stays open and says why beside Confirm.',
  whenToUse:
    'Before an action that cannot be undone or that reaches someone else: deleting a user, a device or a sign, sending an invite or password reset email (spec §5). For the gravest ones, turn on the stronger confirmation: Confirm waits for ‘I understand’. Not for a form (use Modal Form) nor for a dialog that only shows something (use Info).',
  states: [
    'Open',
    'Submitting',
    'Acknowledgement Unticked',
    'Acknowledgement Ticked',
    'Confirm Failed',
    'Nothing To Confirm',
  ],
  texts: [
    callerText(
      'Confirm Delete',
      '`title`; the spec’s titles (§2): Confirm Delete, Confirm Invite Email Send, Confirm Password Reset Send',
    ),
    callerText(
      'Are you sure you want to delete the user {email}? This user will be permanently deleted.',
      '`children`, the question: the spec’s words where it gives them (§2)',
    ),
    specText('Cancel', '§4'),
    specText('Confirm', '§4'),
    callerText('Delete', '`confirmLabel`, where the act has a verb of its own (default Confirm)'),
    specText('I understand', '§4'),
    callerText(
      'Error deleting user',
      '`error`, why the confirmed call failed: the error toast’s words (spec §8)',
    ),
  ],
};
