import { callerText, type Guide } from '../guides/guide.ts';

export const renderLinkGuide: Guide = {
  purpose:
    'How every link of the shared components is drawn: the app hands in its router’s link, and a plain anchor serves stories and links that leave the app. A link looks like the class it is given.',
  whenToUse:
    'Not placed on its own: any component with a link uses it (Page Header’s breadcrumb, a user’s company, the Homepage button). A link to other apps (Templates, Canvas, the scheduler) is a plain anchor; a link to the page one is on is marked current.',
  states: ['Plain Anchor', 'Current Page'],
  texts: [callerText('Users', '`children`: the link’s text')],
};
