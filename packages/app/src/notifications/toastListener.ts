import { createListenerMiddleware, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from '../api/contentApi.ts';
import { mainApi } from '../api/mainApi.ts';
import { schedulerApi } from '../api/schedulerApi.ts';
import type { Notifier } from './Notifier.ts';
import { showToast } from './showToast.ts';
import { errorToastText, successToastText, toastMessages } from './toastMessages.ts';
import type { ApiEndpointName } from './toastMessages.ts';

const API_PREFIXES = [mainApi, contentApi, schedulerApi].map(
  ({ reducerPath }) => `${reducerPath}/`,
);

/** The part of an RTK Query thunk action's meta the toasts depend on. */
interface ApiCallMeta {
  arg: { type: string; endpointName: string };
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
    effect: (action) => {
      const meta = apiCallMeta(action);
      if (!meta || !isEndpointName(meta.arg.endpointName)) return;
      const endpoint = meta.arg.endpointName;

      if (isFulfilled(action)) {
        // Loading data is its own feedback; only changes are confirmed.
        if (meta.arg.type !== 'mutation') return;
        const text = successToastText(endpoint, productName);
        if (text) notify.success(text);
        return;
      }
      // A skipped duplicate request (condition) or an abandoned one (aborted) is no failure.
      if (meta.condition || meta.aborted || !isRejected(action)) return;
      // Retries happen inside the base query: one rejected action is one failure, one toast.
      const text = errorToastText(endpoint, action.payload ?? action.error, productName);
      if (text) notify.error(text);
    },
  });

  return listener;
}
