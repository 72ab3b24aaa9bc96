import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const editCompanyModalGuide: Guide = {
  purpose:
    'Changes a company’s name and, for super admins, its Verified Sign Manufacturer (or none) and its signup experience (Standard or NextLED).',
  whenToUse:
    'From the company page’s summary card (edit company). A company manager sees the name only (spec §6). To create a company use Create New Company; credits and the subscriber have their own dialogs (Edit Credits, Edit Subscriber).',
  states: [
    'Filled',
    'Name Required',
    'Company Manager Sees Name Only',
    'Manufacturers Loading',
    'Manufacturers Failed',
    'Submitting',
  ],
  texts: [
    specText('Edit company', '§2'),
    ourText('Name'),
    specText(MESSAGES.companyNameRequired, '§5'),
    ourText(MESSAGES.companyNameTooLong, 'names the limit, so the person knows what fits'),
    specText('Verified Sign Manufacturer', '§6'),
    ourText('None', 'no verified manufacturer'),
    callerText(
      'Daktronics',
      '`signManufacturers`, each manufacturer’s name (GET /sign-manufacturers)',
    ),
    ourText('Loading sign manufacturers…', 'in the select while the list loads'),
    ourText('The list is on its way.'),
    ourText('Sign manufacturers could not be loaded', 'in the select when the list failed'),
    ourText('Saving keeps the current manufacturer.'),
    ourText(
      'Signup Experience',
      'the spec’s ‘signup experience’ (§6), title case beside Verified Sign Manufacturer',
    ),
    specText('Standard', '§3'),
    specText('NextLED', '§3'),
    specText('Cancel', '§2'),
    specText('Save', '§2'),
    specText('Error updating company', '§8'),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
