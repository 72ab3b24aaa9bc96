import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const floatingActionButtonGuide: Guide = {
  purpose:
    'A page’s add actions. On a phone: a round + button docked in the tab bar’s right end (the tabs share the rest), so it covers no part of the page, that opens a side panel of the actions, or runs the only one at once. On a desktop the same actions show in place: a button, or a menu of several.',
  whenToUse:
    'For what a page adds (spec §2): Create New Company on the Companies page; User, Scheduler Sign and {product} Sign on a company’s page. Actions that open another app are links. For the actions on an existing row use Action Menu.',
  states: [
    'Mobile Several Actions',
    'Mobile Panel Open',
    'Mobile One Action Acts Directly',
    'Mobile Link Entries',
    'Mobile One Link Acts Directly',
    'Desktop One Action',
    'Desktop Several Actions',
    'Desktop Link Entries',
  ],
  texts: [
    callerText(
      'Add',
      '`label`: names the round button and the side panel, and is the menu’s button on a desktop',
    ),
    specText('User', '§2'),
    specText('Scheduler Sign', '§2'),
    specText('{product} Sign', '§2'),
    specText('Create New Company', '§2'),
    ourText('Close', 'the side panel’s close button, heard'),
  ],
};
