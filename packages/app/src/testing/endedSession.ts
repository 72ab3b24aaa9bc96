import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { DEFAULT_API_URLS, createTestToken, endpointUrl } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { SESSION_ENDED } from '../auth/sessionEnded.ts';

/**
 * A session that has ended, for stories and tests: the given calls answer 401, or no token can be
 * had, until `signInAgain` (the fake auth's) completes; then everything answers as usual.
 * `reset` (a story's beforeEach) puts it back as it started: ended, or with `endsLater` still on
 * until `end()`.
 */
export function endedSession(ids: readonly EndpointId[], { endsLater = false } = {}) {
  const state = { ended: !endsLater, signIns: 0 };
  const handlers: HttpHandler[] = ids.map((id) => {
    const method = id.replace(/^\w+:/, '').split(' ')[0]!.toLowerCase() as
      'delete' | 'post' | 'put' | 'get';
    // Returning nothing hands the request on to the stateful mocks.
    return http[method](endpointUrl(id, DEFAULT_API_URLS), () =>
      state.ended ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }) : undefined,
    );
  });
  return {
    handlers,
    signInAgain: () => {
      state.signIns += 1;
      state.ended = false;
      return Promise.resolve();
    },
    /** The token source of `userId` failing like the SDK's once the provider's session is gone. */
    tokenOf: (userId: string) => () =>
      state.ended
        ? Promise.reject(new Error(SESSION_ENDED))
        : Promise.resolve(createTestToken(userId)),
    signIns: () => state.signIns,
    end: () => {
      state.ended = true;
    },
    reset: () => {
      state.ended = !endsLater;
      state.signIns = 0;
    },
  };
}
