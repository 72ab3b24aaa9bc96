import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const appShellGuide: Guide = {
  purpose:
    'The frame around every signed-in screen: a top bar with the logo, the company’s name, search and the profile menu; the side navigation on a desktop or the tab bar at the bottom of a phone; the emulation banner above the page while a super admin emulates someone; a footer with the help link and the version.',
  whenToUse:
    'Once, around every screen a signed-in user sees. While the user signs in or out the Splash Screen shows instead. Its parts have entries of their own: Side Nav, Tab Bar, Profile Menu, Color Theme Picker and Emulation Banner.',
  states: [
    'Super Admin Desktop',
    'Profile Menu Open',
    'Admin Desktop',
    'Base User Without Name',
    'Emulating',
    'Emulation Cancelling',
    'Super Admin Mobile',
    'Admin Mobile',
    'Emulating Mobile',
    'Jump Button Desktop',
    'Jump Button Mobile',
  ],
  texts: [
    ourText('Skip to content', 'the first Tab stop, shown only when it has focus'),
    callerText(
      'Signage Studio',
      '`brand.productName`: the logo’s wordmark; the logo links to the marketing site',
    ),
    callerText('Signage HQ', '`companyName`: the signed-in user’s company, in the top bar'),
    ourText('Search', 'the search button’s word; on a phone the button is an icon alone'),
    callerText('Search companies and users', '`jump.label`: what the search button opens, heard'),
    callerText(
      'Ctrl K',
      '`jump.shortcut`: the keyboard shortcut as the platform writes it (⌘K on a Mac)',
    ),
    specText('Home', '§1'),
    specText('Companies', '§1'),
    specText('Users', '§1'),
    specText('My Company', '§1'),
    specText('Admin Dashboard', '§1'),
    specText('Sign Out', '§1'),
    callerText(
      'You are emulating Alex Admin (admin@acme.example)',
      '`emulation.label`: who is emulated, in the banner',
    ),
    specText('Cancel', '§4'),
    specText('Need Help?', '§1'),
    ourText('Version {version}', 'the spec’s version label (§1, 1.0.0) after the word Version'),
  ],
};
