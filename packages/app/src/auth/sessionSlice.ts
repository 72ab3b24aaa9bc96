import { createListenerMiddleware, createSlice, isRejected } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { APIS } from '../api/apis.ts';
import { isSessionEndedError } from '../api/baseQuery.ts';

interface SessionState {
  /** A call failed because the session is over, and no sign-in has happened since. */
  ended: boolean;
  /** Such failures so far: a prompt put away comes back at the next one. */
  failures: number;
  /** When the session was last resumed (epoch ms): calls sent before it say nothing of it now. */
  resumedAt: number;
}

const initialState: SessionState = { ended: false, failures: 0, resumedAt: 0 };

const isSessionEndedFailure = (action: UnknownAction): boolean =>
  isRejected(action) && isSessionEndedError(action.payload);

/** RTK Query stamps each call's actions with the time it was sent. */
const sentAt = (action: UnknownAction): number =>
  (action.meta as { startedTimeStamp?: number } | undefined)?.startedTimeStamp ?? Date.now();

/** A call sent while the session was over, whose answer arrived after the sign-in. */
const isLateFailure = (action: UnknownAction, state: SessionState): boolean =>
  isSessionEndedFailure(action) && sentAt(action) < state.resumedAt;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The same person signed in again: failed reads are sent again (sessionRecovery). */
    sessionResumed: {
      reducer: (state, action: PayloadAction<number>) => {
        state.ended = false;
        state.resumedAt = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionEndedFailure, (state, action) => {
      if (isLateFailure(action, state)) return;
      state.ended = true;
      state.failures += 1;
    });
  },
});

export const { sessionResumed } = sessionSlice.actions;

interface CachedQuery {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => UnknownAction;

/** Sends again every read that failed for the ended session; the screens showing them update. */
function refetchEndedReads(dispatch: Dispatch, state: unknown): void {
  for (const api of APIS) {
    const { queries } = (state as Record<string, { queries: Record<string, CachedQuery> }>)[
      api.reducerPath
    ] ?? { queries: {} };
    for (const query of Object.values(queries)) {
      if (query.status !== 'rejected' || !isSessionEndedError(query.error)) continue;
      const endpoint = (api.endpoints as Record<string, { initiate: Initiate } | undefined>)[
        query.endpointName ?? ''
      ];
      if (endpoint) {
        dispatch(endpoint.initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
      }
    }
  }
}

/** The store's middleware that brings the screens back once the session is resumed. */
export function createSessionRecovery() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionResumed,
    effect: (_action, api) => refetchEndedReads(api.dispatch, api.getState()),
  });
  // A read still on its way at the sign-in fails after it: it is sent again as well.
  listener.startListening({
    predicate: (action, state) =>
      isLateFailure(action, (state as { session: SessionState }).session),
    effect: (_action, api) => refetchEndedReads(api.dispatch, api.getState()),
  });
  return listener;
}
