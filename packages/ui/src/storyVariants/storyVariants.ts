/** Anything with story globals: a CSF3 story object of any component. */
interface WithGlobals {
  globals?: Record<string, unknown>;
}

/**
 * The same story in the dark theme (the preview's `theme` global): a picture of its own, and axe's
 * contrast check on the dark colours.
 */
export function inDark<S extends WithGlobals>(story: S): S {
  return { ...story, globals: { ...story.globals, theme: 'dark' } };
}

/** The globals of a story at 390 px, the phone width of the design review (the preview's `phone390`). */
export const PHONE_GLOBALS = { viewport: { value: 'phone390', isRotated: false } };

/** The same story on a phone (PHONE_GLOBALS). */
export function onAPhone<S extends WithGlobals>(story: S): S {
  return { ...story, globals: { ...story.globals, ...PHONE_GLOBALS } };
}
