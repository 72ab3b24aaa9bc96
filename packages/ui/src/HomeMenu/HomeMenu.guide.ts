import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const homeMenuGuide: Guide = {
  purpose:
    'The home page’s menu: the tagline, then a tile for each section of this app and each other app the role may open, with a line saying what it is for. Other apps open in a new tab; some are unavailable on a phone and say so.',
  whenToUse:
    'Only on /home (spec §1, §2); the role decides the tiles (§6). Moving between sections once there is the Side Nav or Tab Bar’s job.',
  states: ['Super Admin', 'Admin', 'Base User', 'Mobile Disabled Entries'],
  texts: [
    specText('Manage your company & users', '§1'),
    specText('Companies', '§1'),
    callerText(
      'Browse every company, its users and its signs',
      '`entries[].description`: the app’s line under each title',
    ),
    specText('Users', '§1'),
    callerText('Find and manage users across all companies', '`entries[].description`'),
    specText('My Company', '§1'),
    callerText('Your company’s users, subscriber and signs', '`entries[].description`'),
    specText('Templates', '§1'),
    callerText('Design and manage content in {product}', '`entries[].description`'),
    specText('Canvas', '§1'),
    callerText('Create content in the new editor', '`entries[].description`'),
    specText('Schedule My Sign', '§1'),
    callerText('Book time on your signs', '`entries[].description`'),
    specText(MESSAGES.notAvailableOnMobile, '§1'),
    ourText('(opens in a new tab)', 'heard after another app’s title, as its arrow shows'),
  ],
};
