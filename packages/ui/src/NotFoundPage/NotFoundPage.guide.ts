import { ourText, specText, type Guide } from '../guides/guide.ts';

export const notFoundPageGuide: Guide = {
  purpose:
    'The 404 page: an address the app does not know shows ‘Page not found’, a line saying why, and a Homepage button back to /home.',
  whenToUse:
    'For any path the app has no screen for (§2). A page the role may not see is the 403 page (‘Unauthorized’) instead; both sit in the Status Page frame.',
  states: ['With Link', 'With Link In Dark', 'With Link On A Phone'],
  texts: [
    ourText('404', 'the error’s code, large; decoration, not read out'),
    specText('Page not found', '§2'),
    ourText(
      'The page you are looking for does not exist or has moved.',
      'says why, and that nothing is broken',
    ),
    specText('Homepage', '§2'),
  ],
};
