import { specText, type Guide } from '../guides/guide.ts';

export const invitedBadgeGuide: Guide = {
  purpose:
    'Marks a user who has not finished signing up: until both a first and a last name exist the user is Invited, and this badge stands beside their email.',
  whenToUse:
    'Beside a user’s email wherever users are listed (User Row puts it there by itself). Not a general-purpose tag: an MFA device’s status is MFA Status Badge.',
  states: ['Default', 'Beside A Name'],
  texts: [specText('Invited', '§2')],
};
