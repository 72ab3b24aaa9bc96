import { callerText, specText, type Guide } from '../guides/guide.ts';

export const statusPageGuide: Guide = {
  purpose:
    'The shared frame of the 403 and 404 pages: a large code, a title, a line of text and one way out, centred and calm.',
  whenToUse:
    'Through Not Found Page (404) and the 403 page, not on its own. A failed load inside a page is Load Failed; an empty list is Empty State.',
  states: ['With Text And Action', 'Title Only'],
  texts: [
    callerText('404', '`code`: large, decoration, not read out'),
    specText('Page not found', '§2'),
    specText('Unauthorized', '§2'),
    callerText(
      'The page you are looking for does not exist or has moved.',
      '`children`: a line saying why',
    ),
    callerText('Homepage', '`action`: the one way out'),
  ],
};
