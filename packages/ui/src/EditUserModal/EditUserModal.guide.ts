import { MESSAGES } from '@admin-hub/domain/messages';
import { ourText, specText, type Guide } from '../guides/guide.ts';

export const editUserModalGuide: Guide = {
  purpose:
    'Changes a user’s first and last name, email and role. The role offers only what the person editing may give, and a role rule that a choice breaks is said on the field at once, before anything is sent.',
  whenToUse:
    'From a user row’s actions (edit user). Adding someone is Invite User; a base user’s scheduler signs are in Scheduler Sign Permissions.',
  states: [
    'Filled',
    'Invited User Without Names',
    'Name Emptied Warns Invited',
    'Email Required',
    'Invalid Email',
    'Last Admin Stays Admin',
    'Admin Cannot Edit Super Admin',
    'Super Admin Edits Super Admin',
    'Submitting',
    'Email In Use',
  ],
  texts: [
    specText('Edit user', '§2'),
    ourText('First name'),
    ourText('Last name'),
    ourText('Email'),
    ourText('Role'),
    ourText(
      'Super Admin',
      'role name, offered only to a super admin editing a super admin (spec §6)',
    ),
    ourText('Admin', 'role name'),
    ourText('User', 'role name of the base user'),
    ourText(
      MESSAGES.namesEmptiedShowsInvited,
      'before Save: the spec’s rule (§4) would change the badge without a word',
    ),
    specText(MESSAGES.editEmailRequired, '§5'),
    specText(MESSAGES.invalidEmail, '§5'),
    ourText(MESSAGES.emailTooLong, 'names the limit, so the person knows what fits'),
    ourText(MESSAGES.emailLocalPartTooLong, 'names the limit, so the person knows what fits'),
    ourText(MESSAGES.firstNameTooLong, 'names the limit, so the person knows what fits'),
    ourText(MESSAGES.lastNameTooLong, 'names the limit, so the person knows what fits'),
    specText(MESSAGES.atLeastOneAdmin, '§5'),
    specText(MESSAGES.adminCannotEditSuperAdmin, '§6'),
    specText(MESSAGES.userCannotEditRoles, '§6'),
    specText(MESSAGES.emailInUse, '§5'),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating user', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
