// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isSignedInVisit } from '../auth/sessionHint.ts';
import { preloadFonts } from './preloadSignedIn.ts';

/** A face of the stylesheet, as `document.fonts` lists it, and its `load`. */
const face = (status: FontFaceLoadStatus) => {
  const load = vi.fn(() => Promise.resolve({} as FontFace));
  return { face: { status, load } as unknown as FontFace, load };
};

describe('preloading a signed-in visit', () => {
  it("loads each of the stylesheet's font faces not yet loading, through the stylesheet's own request", () => {
    const unloaded = [face('unloaded'), face('unloaded')];
    const started = [face('loading'), face('loaded')];
    preloadFonts([unloaded[0]!, started[0]!, unloaded[1]!, started[1]!].map(({ face }) => face));
    for (const { load } of unloaded) expect(load).toHaveBeenCalledOnce();
    for (const { load } of started) expect(load).not.toHaveBeenCalled();
  });

  it('meets a face that fails to load, so it is no unhandled rejection', () => {
    const failing = face('unloaded');
    const failure = Promise.reject(new Error('network'));
    // `catch` and `then` both end in `then`: a handler for the failure is its second argument.
    const then = vi.spyOn(failure, 'then');
    failing.load.mockReturnValueOnce(failure);
    preloadFonts([failing.face]);
    expect(then).toHaveBeenCalledWith(undefined, expect.any(Function));
  });

  it('counts a visit with the session cookie or back from signing in, no other', () => {
    expect(isSignedInVisit('/admin/users', 'theme=dark')).toBe(false);
    expect(isSignedInVisit('/admin/users', 'auth0.abc.is.authenticated=true')).toBe(true);
    expect(isSignedInVisit('/login', '')).toBe(true);
  });
});
