import { ourText, specText, type Guide } from '../guides/guide.ts';

export const companyMfaSwitchGuide: Guide = {
  purpose:
    'Turns multi-factor authentication on or off for every user of a company. Because the change reaches all of them, it asks first, naming the company and how many users; the switch moves only once the change is saved.',
  whenToUse:
    'In a company’s Users section, for the roles that may change it (super admin, admin: spec §6). It is the company’s setting: a user’s own MFA devices are in the MFA Devices dialog.',
  states: [
    'Off',
    'On',
    'Asks Before Enabling',
    'Asks Before Disabling',
    'Saving',
    'Failed Stays Open',
  ],
  texts: [
    specText('MFA Enabled', '§2'),
    ourText('Off', 'beside the switch: the label names the setting, this word its state'),
    ourText('On', 'beside the switch, when on'),
    ourText(
      'Enabling MFA enforces multi-factor authentication for all users of this company.',
      'the help text the spec describes (§2), in our words',
    ),
    ourText('Enable MFA', 'the confirmation’s title, before turning it on'),
    ourText(
      'Enforce multi-factor authentication for all {userCount} users of {companyName}? Each of them will need an MFA device to sign in.',
      'the question: the 1 user for one, no number while the count is unknown',
    ),
    ourText('Disable MFA', 'the confirmation’s title, before turning it off'),
    ourText(
      'Stop enforcing multi-factor authentication for the {userCount} users of {companyName}? They will be able to sign in without MFA.',
      'the question: the 1 user for one, no number while the count is unknown',
    ),
    specText('Cancel', '§4'),
    specText('Confirm', '§4'),
    specText('Error updating MFA status', '§8'),
  ],
};
