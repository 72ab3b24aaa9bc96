import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const loadableContentGuide: Guide = {
  purpose:
    'What a page, card or dialog shows while it depends on a call: a spinner with what is on its way (saying so at once when an attempt failed and another is on its way), the failure with Retry (Load Failed), or the data once it is there; always exactly one of the three.',
  whenToUse:
    'Around anything drawn from a call. For a list, hand it Skeleton Rows so the loading state has the rows’ shape. A call that succeeds with no rows is not a failure: the content then shows Empty State.',
  states: ['Loaded', 'Loading', 'Retrying', 'Retrying Over A Skeleton', 'Failed Then Retry'],
  texts: [
    callerText('Loading users', '`loadingLabel`: what is on its way, beside the spinner'),
    ourText(
      'failed; trying again (attempt 2 of 4)',
      'after the loading label, from the first failed attempt until the last',
    ),
    callerText('The users could not be loaded.', '`failedMessage`: what failed, beside Retry'),
    ourText('Retry', 'one verb: asks again'),
  ],
};
