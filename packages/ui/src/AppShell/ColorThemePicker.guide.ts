import { ourText, type Guide } from '../guides/guide.ts';

export const colorThemePickerGuide: Guide = {
  purpose:
    'Lets the user choose how the app looks: Light, Dark, or System (the default, which follows the device). The chosen one is pressed; the menu’s arrow keys reach the three like its other items, Enter or Space chooses, and choosing leaves the menu open, so the page changes under it.',
  whenToUse:
    'Only inside the Profile Menu, between the user’s name and the menu’s links. It is a setting of the user’s, not of a page: no page shows it on its own.',
  states: ['System Chosen', 'Dark Chosen', 'Dark Chosen In Dark'],
  texts: [
    ourText('Theme', 'the group’s name, above its three buttons'),
    ourText('Light'),
    ourText('Dark'),
    ourText('System', 'the device’s own theme: the default'),
  ],
};
