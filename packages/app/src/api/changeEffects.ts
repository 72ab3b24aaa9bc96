import {
  createListenerMiddleware,
  isAnyOf,
  isFulfilled,
  isRejected,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from './api.ts';
import { CONTENT_COMPANY_CHANGES } from './content/contentCompanies.ts';
import { COMPANY_CHANGES } from './main/companies.ts';
import { USER_CHANGES, usersApi } from './main/users.ts';
import { runEnded } from './runEnded.ts';
import { SIGN_PERMISSION_CHANGES } from './scheduler/signPermissions.ts';
import { SCHEDULER_SIGN_CHANGES } from './scheduler/signs.ts';
import { isSessionEndedError } from './sessionEndedError.ts';
import { isOwnedCall } from './ownedCalls.ts';
import { settledEndpointName } from './settledEndpoint.ts';
import type { ChangeRule } from './tags.ts';

/**
 * Every change the app makes (each mutation) with what it refreshes: the rules its endpoint's
 * `invalidatesTags` applies, written beside each endpoint and gathered here for what tags alone
 * cannot do (below). Held to by the reload-equivalence test: after each change, every screen's
 * data equals a fresh load's; a mutation without its rule here fails that test.
 */
export const CHANGE_EFFECTS = {
  ...USER_CHANGES,
  ...COMPANY_CHANGES,
  ...CONTENT_COMPANY_CHANGES,
  ...SIGN_PERMISSION_CHANGES,
  ...SCHEDULER_SIGN_CHANGES,
};

export type ChangeName = keyof typeof CHANGE_EFFECTS;

export const isChangeName = (name: string): name is ChangeName =>
  Object.hasOwn(CHANGE_EFFECTS, name);

const { setEmulate, clearEmulate } = usersApi.endpoints;

/** Who is signed in changes (emulation), whether or not the call succeeded: it may have in part. */
const isIdentityChange = isAnyOf(
  setEmulate.matchFulfilled,
  setEmulate.matchRejected,
  clearEmulate.matchFulfilled,
  clearEmulate.matchRejected,
);

/** Refused for an ended session: nothing changed, and nothing could be read now anyway. */
const isSessionEndedRefusal = (action: UnknownAction): boolean =>
  isRejected(action) && isSessionEndedError(action.payload);

/**
 * A change the app sent settled, accepted or refused, on any of the three back-ends: the
 * activity record (issue 36) holds one more entry either way.
 */
const isChangeSettled = (action: UnknownAction): boolean => {
  if (!(isFulfilled(action) || isRejected(action)) || isSessionEndedRefusal(action)) return false;
  const endpoint = settledEndpointName(action);
  return endpoint !== undefined && isChangeName(endpoint);
};

const ACTIVITY = ['Activity'] as const;

/**
 * The store's middleware for what tags cannot say. An identity change drops every cached answer
 * (not merely refetched: no screen may show the previous identity's data meanwhile). A run's
 * calls refresh nothing each (changeTags): what a pass changed is refreshed once, at its end.
 * The activity record is refreshed here after every change, not by each endpoint's tags: a run's
 * call with a bare argument (an e-mail's user id) cannot be told from a single call by its tags,
 * but is by its owner, and a run of a thousand e-mails must read the record once, at its end.
 */
export function createChangeEffects() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => isIdentityChange(action) && !isSessionEndedRefusal(action),
    effect: (_action, { dispatch }) => void dispatch(api.util.resetApiState()),
  });
  listener.startListening({
    predicate: (action, _state, originalState) =>
      isChangeSettled(action) && !isOwnedCall(originalState, action),
    effect: (_action, { dispatch }) => void dispatch(api.util.invalidateTags([...ACTIVITY])),
  });
  listener.startListening({
    actionCreator: runEnded,
    effect: ({ payload }, { dispatch }) => {
      const changes = payload.changes.filter(({ endpointName }) => isChangeName(endpointName));
      const tags = changes.flatMap(({ endpointName, arg }) =>
        (CHANGE_EFFECTS[endpointName as ChangeName] as ChangeRule<unknown>)(arg),
      );
      if (changes.length > 0) dispatch(api.util.invalidateTags([...tags, ...ACTIVITY]));
    },
  });
  return listener;
}
