import { MESSAGES } from '@admin-hub/domain/messages';
import { ourText, specText, type Guide } from '../guides/guide.ts';

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
    specText(MESSAGES.downloadCreditsRequired, '§5'),
    specText(MESSAGES.downloadCreditsInteger, '§5'),
    specText(MESSAGES.downloadCreditsPositive, '§5'),
    ourText(MESSAGES.downloadCreditsMax, 'names the limit, so the person knows what fits'),
    ourText(
      MESSAGES.requestCreditsRequired,
      'the spec’s ‘request-credit equivalent’ of the download message (§5)',
    ),
    ourText(
      MESSAGES.requestCreditsInteger,
      'the spec’s ‘request-credit equivalent’ of the download message (§5)',
    ),
    specText(MESSAGES.requestCreditsMin, '§5'),
    ourText(MESSAGES.requestCreditsMax, 'names the limit, so the person knows what fits'),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating company credits', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
