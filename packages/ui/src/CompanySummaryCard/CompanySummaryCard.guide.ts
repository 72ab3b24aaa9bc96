import { MESSAGES } from '@admin-hub/domain/messages';
import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const companySummaryCardGuide: Guide = {
  purpose:
    'The first card of a company’s page: its {product} account at a glance, with the plan, the subscriber and the two credit balances.',
  whenToUse:
    'Once, under the page header of a company’s page (company detail, My Company). The card stays when the account is missing, loading or failed, saying so in its place, so the sections below stay in view. Changing the figures is done from the page’s Actions (Edit Credits, Edit Subscriber), not from the card.',
  states: [
    'With Account',
    'Large Credits',
    'Large Credits In Dark',
    'Large Credits On A Phone',
    'Loading',
    'No Product Account',
    'Load Failed',
    'Without Subscriber',
  ],
  texts: [
    ourText(
      '{product} account',
      'the card’s title; {product} is the content platform’s name, from configuration',
    ),
    ourText('Plan'),
    callerText('Pro', '`contentCompany`: the plan’s name'),
    ourText('Subscriber'),
    callerText('{email}', '`contentCompany`: the subscriber’s email (spec §2: subscriber {email})'),
    ourText('No subscriber', 'in place of the email when the account has none'),
    specText('Content Downloads', '§2'),
    specText('Custom Requests', '§2'),
    callerText(
      '5,000',
      '`contentCompany`: each credit balance, a whole number, its digits grouped (formatCount)',
    ),
    ourText('Loading {product} account', 'beside the spinner, in place of the figures'),
    ourText('No {product} account', 'in place of the figures when the company has none'),
    ourText(MESSAGES.contentAccountFailed, 'in place of the figures; the error toast says why'),
  ],
};
