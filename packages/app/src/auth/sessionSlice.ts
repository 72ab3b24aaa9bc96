import { createListenerMiddleware, createSlice, isRejected } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api.ts';
import { SESSION_ENDED_TAG } from '../api/tags.ts';
import { isSessionEndedError } from '../api/sessionEndedError.ts';

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
  selectors: {
    /** The prompt reads this with react-redux's own hooks: auth sits below the store. */
    selectSession: (state) => state,
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
export const { selectSession } = sessionSlice.selectors;

/**
 * Sends again every read that failed for the ended session and that a screen still shows: each
 * such read provides SESSION_ENDED_TAG while it has failed (`orSessionEnded`), and RTK Query
 * refetches what an invalidated tag names.
 */
function refetchEndedReads(dispatch: Dispatch): void {
  dispatch(api.util.invalidateTags([SESSION_ENDED_TAG]));
}

/** The store's middleware that brings the screens back once the session is resumed. */
export function createSessionRecovery() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionResumed,
    effect: (_action, api) => refetchEndedReads(api.dispatch),
  });
  // A read still on its way at the sign-in fails after it: it is sent again as well.
  listener.startListening({
    predicate: (action, state) =>
      isLateFailure(action, (state as { session: SessionState }).session),
    effect: (_action, api) => refetchEndedReads(api.dispatch),
  });
  return listener;
}
