import { callerText, ourText, type Guide } from '../guides/guide.ts';
import { userRowCellTexts } from './UserRow.guide.ts';

export const userListGuide: Guide = {
  purpose:
    'A list of users, one User Row each: name (or email while invited), email, role, company and a menu of what may be done with the user; where the role may act on several at once, a tick box per row and one for the whole page.',
  whenToUse:
    'For the Users page and a company’s Users section. The caller shows the empty state (‘No Users Found’, Empty State) and, while loading, Skeleton Rows. Companies are listed with Company List.',
  states: [
    'All Users',
    'Without Company',
    'With Row Actions',
    'Selectable Empty Selection',
    'Some Selected',
    'All Selected',
  ],
  texts: [
    ...userRowCellTexts,
    callerText(
      'Emulate user',
      '`actionsFor`: each row’s menu, the actions of spec §2 the signed-in role may take on that user',
    ),
    ourText(
      'Select all {label} on this page',
      'the page’s tick box, e.g. Select all users on this page',
    ),
    ourText('Select {email}', 'each row’s tick box, heard'),
    ourText('Actions for {email}', 'each row’s menu button, heard (a ⋮ is seen)'),
    callerText('Users', '`label`: the list’s name, heard'),
  ],
};
