import { MESSAGES } from '@admin-hub/domain/messages';
import { ourText, specText, type Guide } from '../guides/guide.ts';
import { schedulerSignsFieldTexts } from '../SchedulerSignsField/SchedulerSignsField.guide.ts';

export const inviteUserModalGuide: Guide = {
  purpose:
    'Adds one user to a company by email: their role (base user by default), whether they get the invite email (yes by default) and, for a base user, the company’s scheduler signs they may use, every one ticked to start with.',
  whenToUse:
    'From the company page’s add menu (User). For many people at once, from a typed list or a CSV, use Invite Users; to change an existing user use Edit user.',
  states: [
    'Empty',
    'Filled With Two Signs',
    'Super Admin Invites Admin',
    'Email Required',
    'Invalid Email',
    'Please Choose A Role',
    'Signs Loading',
    'Signs Load Failed',
    'No Signs',
    'Submitting',
    'Email In Use',
  ],
  texts: [
    specText('Invite User', '§2'),
    ourText('Email'),
    ourText('Role'),
    ourText('Choose a role', 'the select’s first, empty choice'),
    ourText('Admin', 'role name'),
    ourText('User', 'role name of the base user, the default (spec §9)'),
    ourText('Send invite email', 'sentence case; ticked by default (spec §9)'),
    ...schedulerSignsFieldTexts,
    ourText('The scheduler signs could not be loaded.', 'beside Retry'),
    specText(MESSAGES.emailRequired, '§5'),
    specText(MESSAGES.invalidEmail, '§5'),
    ourText(MESSAGES.emailTooLong, 'names the limit, so the person knows what fits'),
    ourText(MESSAGES.emailLocalPartTooLong, 'names the limit, so the person knows what fits'),
    specText(MESSAGES.chooseRole, '§5'),
    specText(MESSAGES.emailInUse, '§5'),
    specText('Cancel', '§2'),
    specText('Create', '§2'),
    specText(MESSAGES.errorCreatingUser, '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
