import { callerText, type Guide } from '../guides/guide.ts';

export const checkboxFieldGuide: Guide = {
  purpose:
    'A yes-or-no choice in a form: a box with its label (clicking the label ticks it too), and help under it where the choice needs explaining.',
  whenToUse:
    'In a dialog’s form for one on-or-off option, e.g. Invite User’s Send invite email. It cannot be changed while the form is sent. For a setting that takes effect at once, outside a form, use a switch (Company MFA Switch); for several choices from a list use Checkbox Group Field.',
  states: ['Checked', 'Unticked', 'Label Ticks It', 'Submitting'],
  texts: [
    callerText('Send invite email', '`label`: beside the box'),
    callerText('They get a link to set their password.', '`help`: under the box, read with it'),
  ],
};
