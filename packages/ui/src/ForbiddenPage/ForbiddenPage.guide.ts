import { specText, type Guide } from '../guides/guide.ts';

export const forbiddenPageGuide: Guide = {
  purpose:
    'The 403 page: a page the user’s role may not open shows ‘Unauthorized’, a line saying so, and a Homepage button back to /home, which every role may open.',
  whenToUse:
    'When the signed-in user’s role is not among a route’s allowed roles (spec §2, §6); nothing shows while the user is still loading. For an address the app does not know use Not Found Page; both sit in the Status Page frame.',
  states: ['Default', 'Default In Dark', 'Default On A Phone'],
  texts: [
    specText('Unauthorized', '§2'),
    specText('You do not have access to this page', '§2'),
    specText('Homepage', '§2'),
  ],
};
