import { ourText, specText, type Guide } from '../guides/guide.ts';
import { schedulerSignsFieldTexts } from '../SchedulerSignsField/SchedulerSignsField.guide.ts';

export const schedulerSignPermissionsModalGuide: Guide = {
  purpose:
    'Chooses the scheduler signs a base user may schedule on: the company’s signs as checkboxes, the user’s current permissions ticked, with Select All and Deselect All.',
  whenToUse:
    'From a base user’s row actions (edit scheduler permissions). Admins and super admins have every sign and need no permissions (spec §6). For a new user the same choice is part of Invite User.',
  states: [
    'Loading',
    'Load Failed',
    'Current Permissions',
    'No Permissions Yet',
    'No Signs',
    'Submitting',
  ],
  texts: [
    specText('Scheduler Sign Permissions', '§2'),
    ourText('The signs {email} can schedule on.', 'whose permissions these are'),
    ...schedulerSignsFieldTexts,
    ourText('The scheduler sign permissions could not be loaded.', 'beside Retry'),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating scheduler sign permissions', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
