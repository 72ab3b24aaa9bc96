import type { Guide } from '../guides/guide.ts';

export const sectionIconsGuide: Guide = {
  purpose:
    'The icon of each of the app’s sections (Home, Companies, Users, My Company, Templates, Canvas, Schedule My Sign), the same wherever the section appears; any other section gets a compass.',
  whenToUse:
    'Beside a section’s name in the side navigation, the bottom tab bar and the Home menu. The icon is decoration: the name beside it is what is read. Actions use their own icons, not these.',
  states: ['Gallery', 'Unknown Key'],
  texts: [],
};
