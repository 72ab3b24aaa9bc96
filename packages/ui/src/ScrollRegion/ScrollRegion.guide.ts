import { callerText, type Guide } from '../guides/guide.ts';

export const scrollRegionGuide: Guide = {
  purpose:
    'A box of its own that scrolls a long list or table inside a panel or dialog (a bulk action’s skipped users, a run’s summary, the Invite Users preview), reached by Tab and scrolled with the arrow keys.',
  whenToUse:
    'Where a list inside a dialog or panel may be longer than the room it has. Not for a page’s own lists: they page (Pager) or grow (Show More List) with the page.',
  states: ['Reached By Keyboard'],
  texts: [callerText('Skipped users', '`label`: the box’s name, heard when Tab reaches it')],
};
