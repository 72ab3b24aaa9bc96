import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const runPanelGuide: Guide = {
  purpose:
    'Follows a run over many items (a bulk action on users, an export’s pages): progress and failures while it runs, with Cancel; afterwards each item’s outcome with the reason of every failure or skip, and the ways on: continue with what a cancel left, retry the failed, close.',
  whenToUse:
    'For a bulk action or an export that makes one call per item. It is not a dialog: the page stays usable while it runs. A single action on one item uses its confirmation dialog and a toast instead.',
  states: [
    'Running',
    'Cancelling',
    'All Succeeded',
    'Partial Failure With Skipped',
    'Summary On A Phone',
    'Cancelled',
    'Cancelled With Failures',
    'Cancelled After Every Call Started',
    'Long Summary',
    'Partial Failure With Skipped In Dark',
  ],
  texts: [
    callerText('Send invite emails', '`title`: what runs'),
    ourText('{title}: cancelled', 'the heading once a cancel stopped the run'),
    ourText(
      '{done} of {total} {unit} done',
      'progress while it runs; `unit` from the caller, e.g. users',
    ),
    ourText('{n} failed', 'failures so far, in red once there is one'),
    ourText('Cancel', 'stops the run: nothing new starts'),
    ourText('Cancelling…', 'disabled, while the calls under way finish'),
    ourText('Nothing new starts; the calls under way finish first.', 'under Cancelling…'),
    ourText(
      'Every call had started before Cancel; nothing was left to stop.',
      'when Cancel came after every call had started',
    ),
    ourText(
      '{outcome}: {n} · {outcome}: {n}',
      'the count of each outcome once stopped, problems first, e.g. Failed: 1 · Skipped: 1 · Deleted: 2',
    ),
    ourText('Done', 'the outcome of an item that went through, unless the caller names it'),
    ourText('Failed'),
    ourText('Skipped', 'an item the rules left out; its reason beside it'),
    ourText('Not started', 'an item a cancel left, unless the caller names it'),
    callerText(
      'Sent',
      '`statusLabels`: the run’s own words for its outcomes, e.g. Sent and Not sent, Deleted and Not deleted',
    ),
    callerText('User', '`itemHeading`: the heading of the items’ column (Item when not given)'),
    ourText('Outcome', 'column heading'),
    ourText('Reason', 'column heading'),
    callerText(
      'Error deleting user',
      '`rows`: each item’s label and reason, the call’s or the rule’s exact message (spec §8, §6)',
    ),
    ourText(
      'Continue with the {n} not started',
      'the offer after a cancel; the caller’s `continueVerb` and not-started label make it e.g. Send to the 2 not sent',
    ),
    ourText('Retry failed', 'runs the failed items again'),
    ourText('Close'),
    ourText('{title}: progress', 'the progress bar’s name, heard'),
    ourText('Outcome of each {item}', 'the scrolling summary’s name, heard'),
  ],
};
