/** Anything with story globals and parameters: a CSF3 story object of any component. */
interface WithGlobals {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}

/**
 * The same story in the dark theme (the preview's `theme` global): a picture of its own, and axe's
 * contrast check on the dark colours.
 */
export function inDark<S extends WithGlobals>(story: S): S {
  return { ...story, globals: { ...story.globals, theme: 'dark' } };
}

/**
 * The parameters of a story that opens at 390 px, the phone width of the design review (the
 * preview's `phone390`). Not the viewport's story globals, which lock the toolbar: the manager
 * (.storybook/viewportOnOpen.ts) picks it for the reviewer, who may then try another width, and
 * the test-runner takes the story's picture at it.
 */
export const ON_A_PHONE = { viewportOnOpen: 'phone390' };

/** The parameters of a story that opens at Storybook's desktop preset (1280 px). */
export const ON_A_DESKTOP = { viewportOnOpen: 'desktop' };

/** The same story on a phone (ON_A_PHONE). */
export function onAPhone<S extends WithGlobals>(story: S): S {
  return { ...story, parameters: { ...story.parameters, ...ON_A_PHONE } };
}
