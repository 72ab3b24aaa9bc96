import { createAction } from '@reduxjs/toolkit';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sendOwned } from './ownedCalls.ts';

/** The runs that report their end with one toast. */
export type RunKind =
  | 'sendInviteEmail'
  | 'sendPasswordResetEmail'
  | 'deleteUser'
  /** Invite Users: one invite (and its permissions) per row of a list. */
  | 'createUser'
  /** Every page of a list fetched to select all its rows. */
  | 'selectAll'
  /** Every page of a list fetched and saved as CSV. */
  | 'export';

/** How a run ended, counted over all its items (users, or pages of an export). */
export interface RunOutcome {
  kind: RunKind;
  succeeded: number;
  failed: number;
  /** Cancelled before their turn. */
  notStarted: number;
  /** What the items or rows are, for the toast ('users', 'companies'). */
  noun: string;
  /** An export's rows saved. */
  rows?: number;
  /**
   * Cancel was pressed, even if every item had started by then: a cancelled export saves
   * nothing, however many of its pages arrived.
   */
  cancelled?: boolean;
}

/** One change a run sent: the endpoint's name and its argument, as its pass's refresh reads them. */
export interface RunChange {
  endpointName: string;
  arg: unknown;
}

/**
 * A pass of a run ended (the first, or a 'Retry failed'): the one action that both the toast
 * listener (one toast for the pass) and the change effects (one refresh for what its calls
 * changed) react to. Run sites never raise a toast or a refresh themselves.
 */
export const runEnded = createAction<{ outcome: RunOutcome; changes: readonly RunChange[] }>(
  'runs/ended',
);

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** An RTK Query mutation endpoint, as far as a run uses it. */
interface RunEndpoint<Arg, Call extends PromiseLike<unknown> & { requestId: string }> {
  name: string;
  initiate: (
    arg: Arg,
    options: { track: boolean },
  ) => ThunkAction<Call, unknown, unknown, UnknownAction>;
}

const RUN_CALL = Symbol('run call');

/**
 * A run's call's argument, marked so that its endpoint's `invalidatesTags` (changeTags) leaves the
 * refresh to the pass's end: the argument is all RTK Query hands it of the call. The mark is a
 * symbol key, which no query reads and no request body carries. A bare value (a user's id) cannot
 * carry it: the changes runs send with one (the e-mails) refresh nothing; one that did would
 * refresh on each call as well as at the end.
 */
const asRunCall = <Arg>(arg: Arg): Arg =>
  typeof arg === 'object' && arg !== null ? { ...arg, [RUN_CALL]: true } : arg;

export const isRunCall = (arg: unknown): boolean =>
  typeof arg === 'object' && arg !== null && RUN_CALL in arg;

/**
 * How a run's step sends one change: through the endpoint, untracked (a thousand calls leave no
 * thousand results in the store; the run keeps each outcome itself), known to the store as a
 * run's call, and kept for the pass's one refresh.
 */
export type RunSend = <Arg, Call extends PromiseLike<unknown> & { requestId: string }>(
  endpoint: RunEndpoint<Arg, Call>,
  arg: Arg,
) => Call;

/** A `RunSend` for one pass, collecting what it sends into `changes`. */
export const runSender =
  (dispatch: AnyDispatch, changes: RunChange[]): RunSend =>
  (endpoint, arg) => {
    const call = sendOwned(dispatch, 'run', endpoint.initiate(asRunCall(arg), { track: false }));
    changes.push({ endpointName: endpoint.name, arg });
    return call;
  };
