import { ourText, specText, type Guide } from '../guides/guide.ts';

export const sideNavGuide: Guide = {
  purpose:
    'The navigation down the left of every page on a desktop: the sections the role may open, each with its icon, the current one marked.',
  whenToUse:
    'On a screen 992 px wide or more, placed by the App Shell. Below 992 px the same sections are the Tab Bar at the bottom. The sections come from the role (spec §1): Home, Companies, Users, My Company.',
  states: ['Super Admin', 'Custom Icon'],
  texts: [
    specText('Home', '§1'),
    specText('Companies', '§1'),
    specText('Users', '§1'),
    specText('My Company', '§1'),
    ourText('Main', 'the navigation’s name, heard'),
  ],
};
