import { createSlice, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Who reports an owned call's outcome instead of the toast listener and the change effects:
 * - `run`: a run (its one toast and one refresh come at the end of its pass, `runEnded`), and
 *   the reads a run or a preview makes for itself (every page of an export, e-mail checks);
 * - `routeData`: a route's first data, requested before its screen exists. Once the screen is
 *   there (`ownerReleased('routeData')`) a failure is the screen's, toasted as any; failing
 *   before, it stays silent, and the screen asks again when it mounts and reports its own.
 */
export type CallOwner = 'run' | 'routeData';

interface OwnedCallsState {
  /** The owned calls on their way, by RTK Query request id: a handful at a time. */
  inFlight: Record<string, CallOwner>;
}

const initialState: OwnedCallsState = { inFlight: {} };

const requestIdOf = (action: UnknownAction): string | undefined => {
  const requestId = (action.meta as { requestId?: unknown } | undefined)?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
};

/**
 * The calls whose outcome their owner reports, while they are on their way. A settled call leaves
 * at once, so the state holds a few ids however long a run: listeners ask `isOwnedCall` of the
 * state before the settling action (the listener middleware's `originalState`).
 */
export const ownedCallsSlice = createSlice({
  name: 'ownedCalls',
  initialState,
  reducers: {
    /** A call was sent (its `requestId`, from `initiate`'s documented result) for `owner`. */
    callOwned: (state, { payload }: PayloadAction<{ requestId: string; owner: CallOwner }>) => {
      state.inFlight[payload.requestId] = payload.owner;
    },
    /**
     * A call that settled before it was owned: a query RTK Query skipped (cached, or on its way
     * for someone else) settles inside `initiate`, before its id could be recorded.
     */
    callForgotten: (state, { payload }: PayloadAction<string>) => {
      delete state.inFlight[payload];
    },
    /** The owner's calls on their way are nobody's any more: they report as any call. */
    ownerReleased: (state, { payload }: PayloadAction<CallOwner>) => {
      for (const [requestId, owner] of Object.entries(state.inFlight))
        if (owner === payload) delete state.inFlight[requestId];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action: UnknownAction) => isFulfilled(action) || isRejected(action),
      (state, action) => {
        const requestId = requestIdOf(action);
        if (requestId !== undefined && requestId in state.inFlight)
          delete state.inFlight[requestId];
      },
    );
  },
});

const { callOwned, callForgotten } = ownedCallsSlice.actions;
export const { ownerReleased } = ownedCallsSlice.actions;

/**
 * Whether a settled call (an async thunk's action, whose `meta.requestId` createAsyncThunk
 * documents) was an owned one: its toast and refresh are its owner's. `state` is the state
 * before that action.
 */
export function isOwnedCall(state: unknown, action: UnknownAction): boolean {
  const requestId = requestIdOf(action);
  const owned = (state as { [ownedCallsSlice.reducerPath]?: OwnedCallsState })[
    ownedCallsSlice.reducerPath
  ];
  return requestId !== undefined && owned?.inFlight[requestId] !== undefined;
}

/** Sends `call` (a dispatched `initiate`) as `owner`'s, and returns it. */
export function ownCall<Call extends PromiseLike<unknown> & { requestId: string }>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  owner: CallOwner,
  call: Call,
): Call {
  const { requestId } = call;
  dispatch(callOwned({ requestId, owner }));
  const forget = () => void dispatch(callForgotten(requestId));
  call.then(forget, forget);
  return call;
}
