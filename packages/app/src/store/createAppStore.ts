import { configureStore } from '@reduxjs/toolkit';
import { RETRY } from '@admin-hub/domain/constants';
import { api } from '../api/api.ts';
import type { ApiExtraArgument } from '../api/baseQuery.ts';
import type { EarlyReads } from '../api/earlyReads.ts';
import { createChangeEffects } from '../api/changeEffects.ts';
import { loadRetriesSlice } from '../api/loadRetries.ts';
import { ownedCallsSlice } from '../api/ownedCalls.ts';
import { createSessionRecovery, sessionSlice } from '../auth/sessionSlice.ts';
import type { AppConfig } from '../config/AppConfig.ts';
import { toastNotifier } from '../notifications/Notifier.ts';
import type { Notifier } from '../notifications/Notifier.ts';
import { createToastListener } from '../notifications/toastListener.ts';

export interface AppStoreOptions {
  config: AppConfig;
  /** A fresh access token for the API audience (Auth0's getAccessTokenSilently in the app). */
  getAccessToken: () => Promise<string>;
  /** Where toasts go; react-toastify by default. */
  notify?: Notifier;
  /** First retry delay (spec §9: 1000 ms); tests pass 1 so retries don't take seconds. */
  retryBaseDelayMs?: number;
  /** Reads the entry started before the store existed (routes/startEarlyReads), taken over once. */
  earlyReads?: EarlyReads;
}

/**
 * A new store with an empty cache: one per app start, story and test, so nothing leaks
 * between them. Config and token reach the base queries through the thunk extra argument.
 */
export function createAppStore({
  config,
  getAccessToken,
  notify = toastNotifier,
  retryBaseDelayMs = RETRY.baseDelayMs,
  earlyReads,
}: AppStoreOptions) {
  const extraArgument: ApiExtraArgument = { config, getAccessToken, retryBaseDelayMs, earlyReads };
  const toastListener = createToastListener({ notify, productName: config.productName });
  const sessionRecovery = createSessionRecovery();
  const changeEffects = createChangeEffects();
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
      [ownedCallsSlice.reducerPath]: ownedCallsSlice.reducer,
      [loadRetriesSlice.reducerPath]: loadRetriesSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } })
        .prepend(toastListener.middleware, sessionRecovery.middleware, changeEffects.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
