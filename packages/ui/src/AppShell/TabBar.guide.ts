import { ourText, specText, type Guide } from '../guides/guide.ts';

export const tabBarGuide: Guide = {
  purpose:
    'The navigation at the bottom of a phone’s screen: the sections the role may open, each an icon over its name, the current one marked.',
  whenToUse:
    'Below 992 px wide (spec §1), placed by the App Shell; on a wider screen the same sections are the Side Nav. The sections come from the role: Home, Companies, Users, My Company.',
  states: ['Super Admin', 'Admin'],
  texts: [
    specText('Home', '§1'),
    specText('Companies', '§1'),
    specText('Users', '§1'),
    specText('My Company', '§1'),
    ourText('Main', 'the navigation’s name, heard'),
  ],
};
