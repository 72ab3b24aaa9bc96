import { ourText, type Guide } from '@admin-hub/ui/guides';

export const appErrorBoundaryGuide: Guide = {
  purpose:
    'What shows instead of a blank page when something fails to display: what happened, in plain words, and a Reload. Inside the app frame only the page is replaced, so the navigation stays usable.',
  whenToUse:
    'Never placed by hand: it catches unexpected errors around the whole app and around each page. A failed data load is not this: it is the page’s Load Failed with Retry and an error toast. A page the role may not open is the 403 of Route Guards; an unknown address is its 404.',
  states: ['Render Error', 'Newer Version Available', 'Page Error Keeps Shell'],
  texts: [
    ourText('Something went wrong', 'sentence case'),
    ourText(
      'The admin hub stopped because of an unexpected error. Reload to try again.',
      'around the whole app',
    ),
    ourText(
      'This page stopped because of an unexpected error. Reload to try again, or go to another page.',
      'around a page, inside the app frame',
    ),
    ourText(
      'A newer version of the admin hub is available',
      'a page’s code is gone after a deploy',
    ),
    ourText('Reload to continue with the latest version.', 'sentence case'),
    ourText('You are offline', 'a page’s code could not be fetched without a connection'),
    ourText(
      'This part of the admin hub could not be loaded. Reconnect, then reload.',
      'sentence case',
    ),
    ourText('Reload', 'sentence case'),
  ],
};
