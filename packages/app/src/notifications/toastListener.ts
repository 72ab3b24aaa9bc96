import { createListenerMiddleware, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { APIS } from '../api/apis.ts';
import { isSessionEndedError } from '../api/baseQuery.ts';
import type { Notifier } from './Notifier.ts';
import { showToast } from './showToast.ts';
import { errorToastText, successToastText, toastMessages } from './toastMessages.ts';
import type { ApiEndpointName } from './toastMessages.ts';

const API_PREFIXES = APIS.map(({ reducerPath }) => `${reducerPath}/`);

/** The part of an RTK Query thunk action's meta the toasts depend on. */
interface ApiCallMeta {
  arg: {
    type: string;
    endpointName: string;
    subscribe?: boolean;
    queryCacheKey?: string;
    track?: boolean;
  };
  condition?: boolean;
  aborted?: boolean;
}

const apiCallMeta = (action: UnknownAction): ApiCallMeta | undefined => {
  if (!API_PREFIXES.some((prefix) => action.type.startsWith(prefix))) return undefined;
  const { meta } = action as { meta?: Partial<ApiCallMeta> };
  const arg = meta?.arg;
  return arg && typeof arg.type === 'string' && typeof arg.endpointName === 'string'
    ? (meta as ApiCallMeta)
    : undefined;
};

/**
 * True for a query requested ahead of need (`subscribe: false`, e.g. a route's data fetched
 * while the current user loads) that no component has subscribed to since: its failure is
 * nobody's yet. The screen that later needs it asks again and its own failure is reported,
 * and a route the role does not allow never shows a toast for its data. RTK Query's
 * middleware answers `internal_getRTKQSubscriptions` with its subscription record.
 */
function isUnwatchedPrefetch(
  action: UnknownAction,
  meta: ApiCallMeta,
  dispatch: Dispatch,
): boolean {
  if (meta.arg.type !== 'query' || meta.arg.subscribe !== false || !meta.arg.queryCacheKey)
    return false;
  const api = APIS.find(({ reducerPath }) => action.type.startsWith(`${reducerPath}/`));
  if (!api) return false;
  const subscriptions = dispatch(
    api.internalActions.internal_getRTKQSubscriptions(),
  ) as unknown as {
    getSubscriptionCount?: (queryCacheKey: string) => number;
  };
  // Without the record (another RTK Query version), report as before.
  if (typeof subscriptions.getSubscriptionCount !== 'function') return false;
  return subscriptions.getSubscriptionCount(meta.arg.queryCacheKey) === 0;
}

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

  listener.startListening({
    predicate: (action) => isFulfilled(action) || isRejected(action),
    effect: (action, { dispatch }) => {
      const meta = apiCallMeta(action);
      if (!meta || !isEndpointName(meta.arg.endpointName)) return;
      const endpoint = meta.arg.endpointName;
      // One call of a bulk run (dispatched untracked, RUN_CALL): the run's end raises its one
      // toast (`runEndToast`).
      if (meta.arg.type === 'mutation' && meta.arg.track === false) return;

      if (isFulfilled(action)) {
        // Loading data is its own feedback; only changes are confirmed.
        if (meta.arg.type !== 'mutation') return;
        const text = successToastText(endpoint, productName);
        if (text) notify.success(text);
        return;
      }
      // A skipped duplicate request (condition) or an abandoned one (aborted) is no failure.
      if (meta.condition || meta.aborted || !isRejected(action)) return;
      if (isUnwatchedPrefetch(action, meta, dispatch)) return;
      // The session-ended prompt says it once for every call; a toast per call would repeat it.
      if (isSessionEndedError(action.payload)) return;
      // Retries happen inside the base query: one rejected action is one failure, one toast.
      const text = errorToastText(endpoint, action.payload ?? action.error, productName);
      if (text) notify.error(text);
    },
  });

  return listener;
}
