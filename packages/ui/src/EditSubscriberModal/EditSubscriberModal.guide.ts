import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const editSubscriberModalGuide: Guide = {
  purpose:
    'Chooses which of the company’s users holds its {product} subscription (the subscriber shown on the company page’s summary card).',
  whenToUse:
    'From the company page’s summary card (edit subscriber), for super admins and company managers (spec §6). Credits are changed in Edit Credits, the company’s name in Edit company.',
  states: ['Empty', 'Filled', 'Submitting', 'Failed After Submit'],
  texts: [
    specText('Edit Subscriber', '§2'),
    ourText('Subscriber'),
    ourText('Choose a user', 'the select’s first, empty choice'),
    ourText('{fullName} ({email})', 'each of `users`; the email alone for a user without a name'),
    ourText('The company user who holds the subscription.', 'help under the field'),
    specText(MESSAGES.subscriberRequired, '§5'),
    callerText(
      'Subscriber must be a user of the company',
      '`onSubmit`’s answer: the server’s error on the field, in its words',
    ),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating company subscriber', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
