import { createSlice, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Who reports an owned call's outcome instead of the toast listener:
 * - `run`: a run (its one toast and one refresh come at the end of its pass, `runEnded`), and
 *   the reads a run or a preview makes for itself (every page of an export, e-mail checks);
 * - `routeData`: a route's first data, requested for the router's loader (on the /users/me
 *   answer) before the route's screen shows the address. Once it does (`routeDataReleased`, at each address a screen
 *   shows) a failure is the screen's, toasted as any; failing before, it stays silent, and the
 *   screen asks again when it mounts and reports its own. Another route's screen still on show
 *   during a navigation does not take it: its failure there was toasted twice (once now, once
 *   when the new screen asked again);
 * - `editCheck` (issue 36): an edit dialog's fresh read of the record before it saves; the dialog
 *   says how it went (deleted meanwhile, changed, or the read's failure beside Save), so a 404
 *   that means 'deleted' is never toasted as 'Error loading company'.
 */
export type CallOwner = 'run' | 'routeData' | 'editCheck';

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
    /** A route's screen shows the address: the route data on its way is the screen's now. */
    routeDataReleased: (state) => {
      for (const [requestId, owner] of Object.entries(state.inFlight))
        if (owner === 'routeData') delete state.inFlight[requestId];
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
export const { routeDataReleased } = ownedCallsSlice.actions;

/**
 * Whether a settled call (an async thunk's action, whose `meta.requestId` createAsyncThunk
 * documents) was an owned one: its toast is its owner's. `state` is the state
 * before that action.
 */
export function isOwnedCall(state: unknown, action: UnknownAction): boolean {
  const requestId = requestIdOf(action);
  const owned = (state as { [ownedCallsSlice.reducerPath]?: OwnedCallsState })[
    ownedCallsSlice.reducerPath
  ];
  return requestId !== undefined && owned?.inFlight[requestId] !== undefined;
}

/**
 * Dispatches `request` (an endpoint's `initiate`) as `owner`'s call, and returns the call: a run's
 * change, a page or check a run reads for itself, a route's first data.
 */
export function sendOwned<Call extends PromiseLike<unknown> & { requestId: string }>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  owner: CallOwner,
  request: ThunkAction<Call, unknown, unknown, UnknownAction>,
): Call {
  const call = dispatch(request);
  const { requestId } = call;
  dispatch(callOwned({ requestId, owner }));
  const forget = () => void dispatch(callForgotten(requestId));
  call.then(forget, forget);
  return call;
}
