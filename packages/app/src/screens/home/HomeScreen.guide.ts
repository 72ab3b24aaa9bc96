import { MESSAGES } from '@admin-hub/domain/messages';
import { ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const homeScreenGuide: Guide = {
  purpose:
    'The first page after sign-in (/home): a menu of the sections the signed-in role may open, and links to the other apps of the platform.',
  whenToUse:
    'Every signed-in user lands here; each entry shows only to the roles allowed it (spec §6). The side navigation and the tab bar of the App Frame lead to the same sections from any page.',
  states: ['Super Admin', 'Admin', 'Base User', 'Base User Mobile', 'Super Admin In Dark'],
  texts: [
    specText('Manage your company & users', '§1'),
    specText('Companies', '§1'),
    ourText('Browse every company, its users and its signs', 'entry description'),
    specText('Users', '§1'),
    ourText('Find and manage users across all companies', 'entry description'),
    ourText(
      'Activity',
      'super admins’ entry to /admin/activity (issue 36, not in the spec’s menu)',
    ),
    ourText('Who changed what, and when, across every company', 'entry description'),
    specText('My Company', '§1'),
    ourText('Your company’s users, subscriber and signs', 'entry description'),
    specText('Templates', '§1'),
    ourText('Design and manage content in {product}', 'entry description'),
    specText('Canvas', '§1'),
    ourText('Create content in the new editor', 'entry description'),
    specText('Schedule My Sign', '§1'),
    ourText('Book time on your signs', 'entry description'),
    specText(MESSAGES.notAvailableOnMobile, '§1'),
    ourText(
      '(opens in a new tab)',
      'heard by screen readers on the other apps’ entries, which show an arrow',
    ),
  ],
};
