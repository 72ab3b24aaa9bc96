import { guideDocs, type Guide } from '../guides/guide.ts';
import { ScreenDocsPage } from './ScreenDocsPage.tsx';

/**
 * `parameters.docs` of a screen's story file: its guide and its main state, the state in a frame
 * of its own (the app's mock backends are per page) at a desktop's height.
 */
export function screenDocs(guide: Guide) {
  return {
    ...guideDocs(guide),
    page: ScreenDocsPage,
    story: { inline: false, iframeHeight: 720 },
  };
}
