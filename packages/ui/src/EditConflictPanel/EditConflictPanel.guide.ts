import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const editConflictPanelGuide: Guide = {
  purpose:
    'Says, field by field, what another admin changed while this form was open (issue 36, not in the spec), and lets the person keep theirs or take the new value before anything is saved. Nothing was sent when it shows.',
  whenToUse:
    'Shown by Modal Form above the fields when a save found the record changed since the form opened (the form’s `SubmitOutcome` `changedElsewhere`); each choice sets its field, so the form shows what Save will send. A record deleted meanwhile is said by Edit Gone Notice instead, with only Close.',
  states: [
    'Changed By Others Only',
    'Changed By Both',
    'Unsettled On Save',
    'Several Fields Keep All Mine',
    'Cleared By Others',
  ],
  texts: [
    ourText('Changed by someone else', 'the panel’s heading'),
    ourText('Nothing was saved. Choose what to keep, then Save.'),
    ourText(
      '{label}: changed to "{value}" by someone else since you opened this',
      'each field, in the form’s own label; the issue’s own words',
    ),
    ourText('{label}: cleared by someone else since you opened this', 'a value emptied meanwhile'),
    ourText('Take theirs: "{value}"', 'chosen for a field only someone else changed'),
    ourText('Keep mine: "{value}"'),
    ourText('(empty)', 'an empty value, in place of its quotes'),
    ourText('Keep all mine', 'with more than one field'),
    ourText('Take all theirs', 'with more than one field'),
    ourText('Choose which value to keep.', 'under a field both changed, once Save was pressed'),
    callerText('{label}', 'each field’s label, from the form (`fieldTexts`)'),
  ],
};
