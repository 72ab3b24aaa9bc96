import { createListenerMiddleware, isFulfilled, isRejected } from '@reduxjs/toolkit';
import { lazyImport } from '@admin-hub/ui/lazy';
import { isChangeName } from '../api/changeEffects.ts';
import { isOwnedCall } from '../api/ownedCalls.ts';
import { runEnded } from '../api/runEnded.ts';
import { settledEndpointName } from '../api/settledEndpoint.ts';
import type { SettledCall } from '../api/settledEndpoint.ts';
import type { Notifier } from './Notifier.ts';
import { showToast } from './showToast.ts';
import { failureText, successToastText, toastMessages } from './toastMessages.ts';
import type { ApiEndpointName } from './toastMessages.ts';

// Runs start only from code a first screen does not load (bulk actions, invites, exports): their
// toasts' words come with the first run's end.
const loadRunToastText = lazyImport(() => import('./runToastText.ts'));

const isEndpointName = (name: string): name is ApiEndpointName =>
  Object.hasOwn(toastMessages, name);

/**
 * The one place toasts of spec §8 are raised: every settled call of the three APIs, keyed by
 * endpoint name, plus toasts other code requests with `showToast`.
 */
export function createToastListener({
  notify,
  productName,
}: {
  notify: Notifier;
  productName: string;
}) {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: showToast,
    effect: ({ payload }) => notify[payload.type](payload.message),
  });

  // One toast for a whole pass of a run, in its own words (issue 17).
  listener.startListening({
    actionCreator: runEnded,
    effect: async ({ payload }) => {
      const { runToastText } = await loadRunToastText();
      const toast = runToastText(payload.outcome);
      if (toast) notify[toast.type](toast.message);
    },
  });

  listener.startListening({
    // An owned call says nothing: its owner reports it (a run's end, a route's screen).
    predicate: (action, _state, originalState) =>
      (isFulfilled(action) || isRejected(action)) && !isOwnedCall(originalState, action),
    effect: (action) => {
      const endpoint = settledEndpointName(action);
      if (endpoint === undefined || !isEndpointName(endpoint)) return;
      const { meta } = action as SettledCall;

      if (isFulfilled(action)) {
        // Loading data is its own feedback; only changes are confirmed.
        if (!isChangeName(endpoint)) return;
        const text = successToastText(endpoint, productName);
        if (text) notify.success(text);
        return;
      }
      // A skipped duplicate request (condition) or an abandoned one (aborted) is no failure.
      if (meta.condition || meta.aborted || !isRejected(action)) return;
      // Retries happen inside the base query: one rejected action is one failure, one toast. The
      // session-ended prompt says it once for every call: no toast (`failureText`).
      const text = failureText(endpoint, action.payload ?? action.error, productName);
      if (text) notify.error(text);
    },
  });

  return listener;
}
