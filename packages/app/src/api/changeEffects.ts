import { createListenerMiddleware, isAnyOf, isRejected } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { CONTENT_COMPANY_CHANGES } from './content/contentCompanies.ts';
import { COMPANY_CHANGES } from './main/companies.ts';
import { USER_CHANGES, usersApi } from './main/users.ts';
import { runEnded } from './runEnded.ts';
import { SIGN_PERMISSION_CHANGES } from './scheduler/signPermissions.ts';
import { SCHEDULER_SIGN_CHANGES } from './scheduler/signs.ts';
import { isSessionEndedError } from './sessionEndedError.ts';
import { changeRefresh, type ChangeRule } from './tags.ts';

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

/**
 * The store's middleware for what tags cannot say. An identity change drops every cached answer
 * (not merely refetched: no screen may show the previous identity's data meanwhile). A run's
 * calls refresh nothing each (changeTags): what a pass changed is refreshed once, at its end.
 */
export function createChangeEffects() {
  const listener = createListenerMiddleware();
  listener.startListening({
    // Refused for an ended session: nothing changed, and nothing could be read now anyway.
    predicate: (action) =>
      isIdentityChange(action) && !(isRejected(action) && isSessionEndedError(action.payload)),
    effect: (_action, { dispatch }) => void dispatch(api.util.resetApiState()),
  });
  listener.startListening({
    actionCreator: runEnded,
    effect: ({ payload }, { dispatch }) => {
      const tags = payload.changes.flatMap(({ endpointName, arg }) =>
        isChangeName(endpointName)
          ? changeRefresh(CHANGE_EFFECTS[endpointName] as ChangeRule<unknown>, arg)
          : [],
      );
      // Invalidating a tag twice refreshes once: the activity is read again once per pass.
      if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
    },
  });
  return listener;
}
