import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const checkboxGroupFieldGuide: Guide = {
  purpose:
    'Several choices from a list in a form: a box per option, with Select All and Deselect All and how many are chosen. The choices keep the list’s order, whatever order they were ticked in.',
  whenToUse:
    'In a dialog’s form where any number of items may be chosen, e.g. the scheduler signs a base user may use (spec §6; Scheduler Signs Field wraps it with the signs’ loading). For one yes-or-no option use Checkbox Field; for one choice of many use Select Field.',
  states: ['None Chosen', 'All Preselected', 'No Options', 'With Error', 'Submitting', 'Narrow'],
  texts: [
    specText('Scheduler Signs', '§2'),
    ourText('({chosen} of {total})', 'how many are ticked, beside the legend'),
    specText('Select All', '§6'),
    specText('Deselect All', '§6'),
    callerText('Main Street Billboard', '`options[].label`: each option'),
    callerText(
      '{city}, {state}',
      '`options[].detail`: a second line under an option, e.g. a sign’s place',
    ),
    specText('No Signs Found', '§2'),
    callerText(
      'Choose at least one sign',
      'the form’s rule, under the boxes (this story’s own: no spec rule asks for a sign)',
    ),
  ],
};
