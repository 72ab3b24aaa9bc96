import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const profileMenuGuide: Guide = {
  purpose:
    'The signed-in user’s menu at the end of the top bar: their initials and name on the button; inside, their full name and email, the theme, Admin Dashboard for managers, and Sign Out.',
  whenToUse:
    'Only in the App Shell’s top bar. On a phone (compact) the button shows the initials alone. Admin Dashboard is left out for a role that has none (a base user, spec §6).',
  states: ['Open', 'Dark Chosen', 'Without Name Or Dashboard', 'Compact'],
  texts: [
    callerText('SS', '`user`: the initials of the full name, or of the email without one'),
    callerText(
      'Sam Super',
      '`user.fullName`: on the button and in the menu; the email on the button without one',
    ),
    ourText('Profile menu for {name}', 'the button’s name, heard'),
    ourText('-', 'the spec’s “a dash” (§1): in the menu, without a full name'),
    callerText('superadmin@example.com', '`user.email`: the spec’s {email} (§1)'),
    ourText('Theme', 'the Color Theme Picker: Light, Dark, System'),
    specText('Admin Dashboard', '§1'),
    specText('Sign Out', '§1'),
  ],
};
