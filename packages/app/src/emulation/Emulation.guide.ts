import { ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const emulationGuide: Guide = {
  purpose:
    'A super admin seeing the app as another user sees it (spec §4): a banner above the page says whom they emulate, and its Cancel ends the emulation and returns them to the users list as themselves.',
  whenToUse:
    'Started from a user’s row (Emulate user) or a company’s Actions (Emulate company), super admin only. The banner is part of the App Frame (its Emulating story shows it on the frame alone); this entry shows the whole round trip through the real routes.',
  states: ['Cancel Where It Returns'],
  texts: [
    ourText(
      'You are emulating {name} ({email})',
      'the banner; the email alone when the user has no full name',
    ),
    specText('Cancel', '§4'),
    specText('User emulation exited', '§8'),
    specText('Error exiting emulation', '§8'),
  ],
};
