import { createListenerMiddleware, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthId, CompanyPayload, CreateUserPayload, User } from '@admin-hub/domain/entities';
import { api } from './api.ts';
import { isSessionEndedError } from './sessionEndedError.ts';
import { isOwnedCall } from './ownedCalls.ts';
import { runEnded } from './runEnded.ts';
import { settledEndpointName } from './settledEndpoint.ts';
import type { SettledCall } from './settledEndpoint.ts';
import type { RunChange } from './runEnded.ts';
import type { UpdateCompanyCreditsArgs } from './content/contentCompanies.ts';
import type { DeleteMfaDeviceArgs, DeleteUserArgs } from './main/users.ts';
import type { UpdateCompanyArgs, UpdateMfaStatusArgs } from './main/companies.ts';
import type { UpdateSchedulerSignPermissionsArgs } from './scheduler/signPermissions.ts';
import { LIST } from './tags.ts';

type TagsOf<Api extends { util: { invalidateTags: (tags: never) => unknown } }> = Parameters<
  Api['util']['invalidateTags']
>[0];

/** What one change alters on the three back-ends: the cached answers to refresh, per API. */
export interface ChangeEffect {
  main?: TagsOf<typeof api>;
  content?: TagsOf<typeof api>;
  scheduler?: TagsOf<typeof api>;
  /** Who is signed in changes (emulation): every cached answer belonged to the previous one. */
  identity?: true;
}

/**
 * Every change the app makes (each mutation of the three APIs) with everything it alters on any
 * of the three back-ends, written from what the back-ends do (spec §7, and the mock API that
 * stands for them): the one refresh rule of each change. `result` is the answer of a change that
 * succeeded; a change that failed may have been applied in part, so the same is refreshed.
 * Held to by the reload-equivalence test: after each change, every screen's data equals a
 * fresh load's. A mutation added without its entry here fails the type check and that test.
 */
export const CHANGE_EFFECTS = {
  // A company's answer lists its users; the companies list counts them.
  createUser: ({ companyId }: CreateUserPayload): ChangeEffect => ({
    main: [
      { type: 'User', id: LIST },
      { type: 'Company', id: companyId },
      { type: 'Company', id: LIST },
    ],
  }),
  // Names, emails and roles show in the company's answer, and the subscriber's email on its
  // content account; the signed-in user may have edited themselves.
  updateUser: ({ id }: { id: AuthId }, result?: User): ChangeEffect => ({
    main: [
      { type: 'User', id },
      { type: 'User', id: LIST },
      result ? { type: 'Company', id: result.companyId } : 'Company',
      'Me',
    ],
    content: [result ? { type: 'ContentCompany', id: result.companyId } : 'ContentCompany'],
  }),
  // The back-ends drop the user's devices, sign permissions and subscription with them.
  deleteUser: ({ id, companyId }: DeleteUserArgs): ChangeEffect => ({
    main: [
      { type: 'User', id },
      { type: 'User', id: LIST },
      { type: 'Company', id: companyId },
      { type: 'Company', id: LIST },
      { type: 'MfaDevice', id },
    ],
    content: [{ type: 'ContentCompany', id: companyId }],
    scheduler: [{ type: 'SignPermission', id }],
  }),
  createPasswordResetLink: (): ChangeEffect => ({}),
  sendInviteEmail: (): ChangeEffect => ({}),
  sendPasswordResetEmail: (): ChangeEffect => ({}),
  setEmulate: (): ChangeEffect => ({ identity: true }),
  clearEmulate: (): ChangeEffect => ({ identity: true }),
  deleteMfaDevice: ({ userId }: DeleteMfaDeviceArgs): ChangeEffect => ({
    main: [{ type: 'MfaDevice', id: userId }],
  }),
  createCompany: (_payload: CompanyPayload): ChangeEffect => ({
    main: [{ type: 'Company', id: LIST }],
  }),
  // Users carry their company's name.
  updateCompany: ({ companyId }: UpdateCompanyArgs): ChangeEffect => ({
    main: [
      { type: 'Company', id: companyId },
      { type: 'Company', id: LIST },
      { type: 'User', id: LIST },
      'Me',
    ],
  }),
  // The company's users, signs and content account go with it. Not the deleted company's own
  // answers: its page is leaving, and refetched now they would answer 404 and toast 'Error
  // loading company' after 'Company deleted'.
  deleteCompany: (_companyId: number): ChangeEffect => ({
    main: [
      { type: 'Company', id: LIST },
      { type: 'User', id: LIST },
    ],
    scheduler: [{ type: 'SchedulerSign', id: LIST }, 'SignPermission'],
  }),
  updateMfaStatus: ({ companyId }: UpdateMfaStatusArgs): ChangeEffect => ({
    main: [
      { type: 'Company', id: companyId },
      { type: 'Company', id: LIST },
    ],
  }),
  updateCompanyCredits: ({ companyId }: UpdateCompanyCreditsArgs): ChangeEffect => ({
    content: [{ type: 'ContentCompany', id: companyId }],
  }),
  updateCompanySubscriber: ({ companyId }: { companyId: number }): ChangeEffect => ({
    content: [{ type: 'ContentCompany', id: companyId }],
  }),
  updateSchedulerSignPermissions: ({
    userId,
  }: UpdateSchedulerSignPermissionsArgs): ChangeEffect => ({
    scheduler: [{ type: 'SignPermission', id: userId }],
  }),
  // Permissions may name the deleted sign.
  deleteSchedulerSign: (id: number): ChangeEffect => ({
    scheduler: [
      { type: 'SchedulerSign', id },
      { type: 'SchedulerSign', id: LIST },
      'SignPermission',
    ],
  }),
} satisfies Record<string, (arg: never, result?: never) => ChangeEffect>;

export type ChangeName = keyof typeof CHANGE_EFFECTS;

/** Every mutation of the three APIs is a change (CHANGE_EFFECTS has an entry for each). */
export const isChangeName = (name: string): name is ChangeName =>
  Object.hasOwn(CHANGE_EFFECTS, name);

/** Refreshes what `effect` names. */
function applyChangeEffect(dispatch: Dispatch, effect: ChangeEffect): void {
  if (effect.identity) {
    dispatch(api.util.resetApiState());
    return;
  }
  const tags = [...(effect.main ?? []), ...(effect.content ?? []), ...(effect.scheduler ?? [])];
  if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
}

/** The change's effect for its argument (and answer, once it succeeded). */
function changeEffect(name: ChangeName, arg: unknown, result?: unknown): ChangeEffect {
  const effectOf = CHANGE_EFFECTS[name] as (arg: unknown, result?: unknown) => ChangeEffect;
  return effectOf(arg, result);
}

/** What a pass of a run changed, refreshed once: its calls went out without their own refresh. */
function applyRunChanges(dispatch: Dispatch, changes: readonly RunChange[]): void {
  const effects = changes.flatMap(({ endpointName, arg }) =>
    isChangeName(endpointName) ? [changeEffect(endpointName, arg)] : [],
  );
  if (effects.length === 0) return;
  applyChangeEffect(dispatch, {
    main: effects.flatMap((effect) => effect.main ?? []),
    content: effects.flatMap((effect) => effect.content ?? []),
    scheduler: effects.flatMap((effect) => effect.scheduler ?? []),
    ...(effects.some((effect) => effect.identity) ? { identity: true } : {}),
  });
}

/** The change whose call this action settles, if any. */
const settledChangeName = (action: UnknownAction): ChangeName | undefined => {
  const name = settledEndpointName(action);
  return name !== undefined && isChangeName(name) ? name : undefined;
};

/**
 * The store's middleware that applies CHANGE_EFFECTS: the only place a change refreshes
 * cached answers (the endpoints declare none), across the three APIs. A single change refreshes
 * when it settles; a run's changes refresh once when its pass ends (`runEnded`).
 */
export function createChangeEffects() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action, _state, originalState) =>
      settledChangeName(action) !== undefined &&
      !isOwnedCall(originalState, action) &&
      // Refused for an ended session: nothing changed, and nothing could be read now anyway.
      !(isRejected(action) && isSessionEndedError(action.payload)),
    effect: (action, { dispatch }) => {
      const name = settledChangeName(action);
      if (name === undefined) return;
      const { originalArgs } = (action as SettledCall).meta.arg;
      const result = isFulfilled(action) ? action.payload : undefined;
      applyChangeEffect(dispatch, changeEffect(name, originalArgs, result));
    },
  });
  listener.startListening({
    actionCreator: runEnded,
    effect: ({ payload }, { dispatch }) => applyRunChanges(dispatch, payload.changes),
  });
  return listener;
}
