import { callerText, ourText, specText, type Guide } from '../guides/guide.ts';

export const emulationBannerGuide: Guide = {
  purpose:
    'Tells a super admin, above every page, that they are seeing the app as another user, and lets them stop: Cancel ends the emulation.',
  whenToUse:
    'Only while emulating (spec §1, §4), placed by the App Shell above the page content; nothing else shows it. While Cancel’s request runs the button is busy and cannot be pressed again.',
  states: ['Emulating', 'Cancelling'],
  texts: [
    callerText(
      'You are emulating Alex Admin (admin@acme.example)',
      '`label`: who is emulated, by name and email',
    ),
    specText('Cancel', '§4'),
    ourText('Emulation', 'the banner’s name, heard'),
  ],
};
