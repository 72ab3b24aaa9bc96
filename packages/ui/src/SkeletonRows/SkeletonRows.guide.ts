import type { Guide } from '../guides/guide.ts';

export const skeletonRowsGuide: Guide = {
  purpose:
    'Stands in for a list’s rows while its first answer loads: grey bars in the shape of the real rows, so the rows take their place without the page jumping.',
  whenToUse:
    'Under Loadable Content’s loading status for a list (Users, Companies), enough rows to fill a screen; with tick boxes where the real rows have them. A whole company page uses Company Page Skeleton; a field or a dialog, the loading status alone.',
  states: ['User Rows', 'Company Rows'],
  texts: [],
};
