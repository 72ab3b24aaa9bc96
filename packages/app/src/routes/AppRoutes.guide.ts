import { ourText, specText, type Guide } from '@admin-hub/ui/guides';

export const appRoutesGuide: Guide = {
  purpose:
    'What each address shows to each role (spec §2): the page when the role may open it, the 403 page when it may not, the 404 page for an unknown address, and what /admin leads each role to.',
  whenToUse:
    'Every signed-in page goes through these guards; nothing is placed by hand. While the signed-in user’s profile loads, a guarded page shows nothing (no 403 flashes by). A failed data load on an allowed page is that page’s Load Failed with Retry, not one of these pages.',
  states: [
    'Super Admin At Admin Sees Companies',
    'Admin At Admin Sees Own Company',
    'While Current User Loads',
    'Current User Fails',
    'Base User At Companies Is Unauthorized',
    'Admin At Users Is Unauthorized',
    'Base User At Activity Is Unauthorized',
    'Admin At Activity Is Unauthorized',
    'Super Admin At Activity Sees It',
    'Base User At Admin Sees Fallback',
    'Unknown Path Is Not Found',
    'Malformed Company Id Is Not Found',
  ],
  texts: [
    specText('Unauthorized', '§2'),
    specText('You do not have access to this page', '§2'),
    specText('Homepage', '§2'),
    specText('Page not found', '§2'),
    ourText('The page you are looking for does not exist or has moved.', 'the 404 page’s sentence'),
    ourText('Nothing to manage here', 'a base user at /admin: the spec’s ‘fallback page’ (§2)'),
    ourText(
      'The admin area is for company admins. Ask your company admin if you need access.',
      'sentence case',
    ),
    ourText(
      'Your profile could not be loaded',
      'the signed-in user’s profile failed: no role is known',
    ),
    ourText('Check your connection and try again.', 'sentence case'),
    ourText('Try again', 'reloads the app'),
  ],
};
