import { callerText, ourText, type Guide } from '@admin-hub/ui/guides';

export const configErrorPageGuide: Guide = {
  purpose:
    'Shown instead of the whole app when its configuration file is missing or malformed: it names the file and every problem found, so whoever deployed the app can fix it.',
  whenToUse:
    'Only before the app starts, for a deployment problem; a visitor never causes it. Errors while the app runs are the Error screen (Reload), a page the role may not open is the 403 of Route Guards.',
  states: ['Malformed Fields', 'Missing File', 'Missing File In Dark'],
  texts: [
    ourText('The app is not configured', 'sentence case'),
    ourText('Its configuration {source} is missing or malformed:', 'the file named in code type'),
    callerText('/config.json', '`source`, the configuration file’s address'),
    callerText('auth0.clientId is missing', '`problems`, one line per problem found'),
    ourText('Fix the file next to the built app and reload this page.', 'sentence case'),
  ],
};
