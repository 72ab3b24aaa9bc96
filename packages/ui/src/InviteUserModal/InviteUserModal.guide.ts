import { ourText, specText, type Guide } from '../storyVariants/guide.ts';

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
    ourText('Scheduler Signs', 'as the company page’s section is named (spec §2)'),
    ourText('({n} of {total})', 'how many signs are ticked'),
    specText('Select All', '§6'),
    specText('Deselect All', '§6'),
    ourText('{city}, {state}', 'under each sign’s name'),
    specText('No Signs Found', '§2'),
    ourText('Loading scheduler signs', 'beside the spinner'),
    ourText('The scheduler signs could not be loaded.', 'beside Retry'),
    ourText('Retry'),
    specText('Email Required', '§5'),
    specText('Invalid email', '§5'),
    ourText(
      'Email must be at most 254 characters',
      'names the limit, so the person knows what fits',
    ),
    ourText(
      'The part of the email before @ must be at most 64 characters',
      'names the limit, so the person knows what fits',
    ),
    specText('Please choose a role', '§5'),
    specText('Email is already in use', '§5'),
    specText('Cancel', '§2'),
    specText('Create', '§2'),
    specText('Error creating user', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
