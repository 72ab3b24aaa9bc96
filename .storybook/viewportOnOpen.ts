import type { API } from 'storybook/manager-api';

/**
 * A story's `parameters.viewportOnOpen` (a phone story's 390 px) chosen in the viewport toolbar
 * as the story opens, as the reviewer's own choice: they may then try another width, which the
 * viewport's story globals would lock. Leaving for a story without one gives the width back,
 * unless the reviewer has chosen another meanwhile.
 *
 * On the preview's 'storyRendered' event: by then the story's parameters are known and the
 * preview has settled the globals it opens with (an update made as the selection changes was
 * overwritten by them).
 */
export function applyViewportOnOpen(api: API): void {
  let handledStoryId = '';
  let applied: string | undefined;
  api.on('storyRendered', (storyId: string) => {
    // Once per story opened: a width picked afterwards stays the reviewer's. (Changing the
    // viewport renders the story again.)
    if (storyId === handledStoryId) return;
    handledStoryId = storyId;
    const wanted = api.getCurrentParameter<string | undefined>('viewportOnOpen');
    const current = (api.getGlobals().viewport as { value?: string } | undefined)?.value;
    if (wanted) {
      if (current !== wanted) api.updateGlobals({ viewport: { value: wanted, isRotated: false } });
    } else if (applied && current === applied) {
      api.updateGlobals({ viewport: { value: undefined, isRotated: false } });
    }
    applied = wanted;
  });
}
