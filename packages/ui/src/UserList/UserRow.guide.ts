import { MESSAGES } from '@admin-hub/domain/messages';
import {
  callerText,
  ourText,
  specText,
  type Guide,
  type GuideText,
} from '../guides/guide.ts';

/** What a row itself shows of a user (also the User List's, which draws the rows). */
export const userRowCellTexts: GuideText[] = [
  specText('Invited', '§2'),
  ourText('Super Admin', 'the role, title case: the spec shows no role strings (§6)'),
  ourText('Admin', 'the role, as above'),
  ourText('User', 'the role, as above'),
  callerText(
    'Acme Signs',
    '`companyHref`: the user’s company, a link to its page; left out on that company’s own page',
  ),
];

export const userRowGuide: Guide = {
  purpose:
    'One user in a list: name (or email, with the Invited badge, while a name is missing), email, role, company, and a menu of what may be done with the user, each unavailable action saying why.',
  whenToUse:
    'Inside User List, which draws one per user. A company’s signs use Sign Row; a single user in a dialog is named in its text, not with a row.',
  states: [
    'Active User',
    'Invited Without Last Name',
    'Invited Without First Name',
    'Without Company',
    'With Row Actions',
    'Grouped Menu With Delete Last',
    'Unavailable Action Reason',
    'Selectable',
    'Selected',
  ],
  texts: [
    ...userRowCellTexts,
    callerText(
      'Edit user',
      '`actions`: the menu, spec §2’s row actions in sentence case: Edit user, Emulate user, Edit scheduler permissions, View MFA devices, Create password reset link, Send invite email, Send password reset email, Delete',
    ),
    specText(MESSAGES.cannotDeleteSelf, '§5'),
    specText(MESSAGES.fullSchedulerSignAccess, '§6'),
    ourText('Select {email}', 'the row’s tick box, heard'),
    ourText('Actions for {email}', 'the menu button’s name, heard (a ⋮ is seen)'),
  ],
};
