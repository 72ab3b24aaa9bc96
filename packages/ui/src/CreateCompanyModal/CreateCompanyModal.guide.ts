import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const createCompanyModalGuide: Guide = {
  purpose:
    'Creates a company from its name. A new company starts with no verified sign manufacturer and the Standard signup experience; Edit company changes them later.',
  whenToUse:
    'From the Companies page’s add action (super admins only). To change an existing company use Edit company.',
  states: ['Empty', 'Filled', 'Name Required', 'Submitting', 'Server Field Error'],
  texts: [
    specText('Create New Company', '§2'),
    ourText('Company Name', 'title case, as the spec’s ‘Enter your Company Name’ writes it'),
    specText(MESSAGES.createCompanyNameRequired, '§5'),
    ourText(MESSAGES.companyNameTooLong, 'names the limit, so the person knows what fits'),
    specText('Cancel', '§2'),
    specText('Create', '§2'),
    specText('Error creating company', '§8'),
    callerText(
      'Name is already taken',
      '`onSubmit`’s answer: the server’s error on the name, in its words (the story’s example)',
    ),
    ourText(
      'Discard changes?',
      'Modal Form’s question before a changed form is closed, with Keep editing and Discard',
    ),
  ],
};
