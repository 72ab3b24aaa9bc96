import { callerText, specText, type Guide } from '../guides/guide.ts';

export const infoModalGuide: Guide = {
  purpose:
    'A dialog that only shows something, such as a password reset link or the message that a {product} sign is deleted by contacting {product}: nothing to fill in, Close is its one button.',
  whenToUse:
    'When the dialog informs and asks for nothing (Password Reset link, Delete {product} Sign). To ask before an action use Confirm; to edit or create something use Modal Form.',
  states: ['Open', 'Large'],
  texts: [
    callerText('Password Reset link', '`title`, the dialog’s name as the spec writes it (§2)'),
    callerText('The link is valid for 30 days.', '`children`, what the dialog shows'),
    specText('Close', '§2'),
  ],
};
