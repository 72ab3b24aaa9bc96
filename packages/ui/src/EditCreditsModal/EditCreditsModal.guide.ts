import { ourText, specText, type Guide } from '../storyVariants/guide.ts';

export const editCreditsModalGuide: Guide = {
  purpose:
    'Changes a company’s {product} credits: its Content Downloads (a whole number above zero) and its Custom Requests (a whole number, zero or more), as the summary card labels them.',
  whenToUse:
    'From the company page’s summary card (edit credits), for super admins (spec §6). The company’s name and manufacturer are in Edit company, its subscriber in Edit Subscriber.',
  states: ['Empty', 'Filled', 'Not Whole Numbers', 'Out Of Range', 'Submitting'],
  texts: [
    specText('Edit Credits', '§2'),
    specText('Content Downloads', '§2'),
    ourText(
      'Download credits: a whole number above zero.',
      'help under the field, the rule before it is broken',
    ),
    specText('Custom Requests', '§2'),
    ourText(
      'Request credits: a whole number, zero or more.',
      'help under the field, the rule before it is broken',
    ),
    specText('Download credits is required', '§5'),
    specText('Download credits must be an integer', '§5'),
    specText('Download credits must be a positive value', '§5'),
    ourText(
      'Download credits must be at most 1,000,000',
      'names the limit, so the person knows what fits',
    ),
    ourText(
      'Request credits is required',
      'the spec’s ‘request-credit equivalent’ of the download message (§5)',
    ),
    ourText(
      'Request credits must be an integer',
      'the spec’s ‘request-credit equivalent’ of the download message (§5)',
    ),
    specText('Request credits must be 0 or greater', '§5'),
    ourText(
      'Request credits must be at most 1,000,000',
      'names the limit, so the person knows what fits',
    ),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating company credits', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
