import { callerText, ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const appLayoutGuide: Guide = {
  purpose:
    'The frame around every signed-in page (spec §1): the top bar with the logo, company name and profile menu, the side navigation (a bottom tab bar below 992 px), the emulation banner while emulating, and the footer with help and the version.',
  whenToUse:
    'Around every signed-in page, given by the routes: a screen never draws its own. Pages shown before sign-in or instead of the app (Sign In, Signed Out Elsewhere, Configuration Error) have no frame.',
  states: [
    'Super Admin Desktop',
    'Admin Desktop',
    'Base User Desktop',
    'Super Admin Mobile',
    'Admin Mobile',
    'Base User Mobile',
    'Emulating',
    'Super Admin Desktop In Dark',
  ],
  texts: [
    callerText(
      '{product}',
      'the product’s name from configuration, beside the logo; it links to the marketing site',
    ),
    callerText('{company}', 'the signed-in user’s company name, from their profile'),
    ourText(
      'Search',
      'opens the jump box, with its shortcut ‘Ctrl K’ (‘⌘K’ on a Mac); heard as ‘Search companies and users’',
    ),
    callerText(
      '{full name}',
      'the profile menu’s toggle: the user’s full name, or their email without one',
    ),
    ourText('-', 'the spec’s ‘full name or a dash’ (§1) in the open profile menu, above {email}'),
    ourText('Theme', 'the profile menu’s theme switch: ‘Light’, ‘Dark’ or ‘System’'),
    specText('Admin Dashboard', '§1'),
    specText('Sign Out', '§1'),
    specText('Home', '§1'),
    specText('Companies', '§1'),
    specText('Users', '§1'),
    specText('My Company', '§1'),
    ourText('You are emulating {name} ({email})', 'the emulation banner'),
    specText('Cancel', '§4'),
    specText('Need Help?', '§1'),
    ourText('Version 1.0.0', 'the spec’s software version label 1.0.0 (§1), named'),
    ourText('Skip to content', 'shown on keyboard focus only'),
  ],
};
