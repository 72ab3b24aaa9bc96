import {
  callerText,
  ourText,
  specText,
  type Guide,
  type GuideText,
} from '../guides/guide.ts';

/** What the field itself shows (also in the guides of the dialogs it stands in). */
export const schedulerSignsFieldTexts: GuideText[] = [
  specText('Scheduler Signs', '§2'),
  ourText('({chosen} of {total})', 'how many are ticked, beside the legend'),
  specText('Select All', '§6'),
  specText('Deselect All', '§6'),
  ourText('{city}, {state}', 'each sign’s second line, under its name'),
  specText('No Signs Found', '§2'),
  ourText('Loading scheduler signs', 'beside the spinner'),
  ourText('Retry', 'one verb: asks again'),
];

export const schedulerSignsFieldGuide: Guide = {
  purpose:
    'Chooses which scheduler signs a base user may use: a box per sign with its city and state, Select All and Deselect All, and how many are chosen.',
  whenToUse:
    'In Invite User and Scheduler Sign Permissions, for a base user only: admins and super admins have every sign (§6). The signs load with the form, every one ticked by default (or those already granted); while they load, or if they fail, the field says so in its place.',
  states: ['All Preselected', 'Loading', 'No Signs', 'Load Failed', 'Granted Preselected'],
  texts: [
    ...schedulerSignsFieldTexts,
    callerText('The scheduler signs could not be loaded.', '`failedMessage`: beside Retry'),
  ],
};
