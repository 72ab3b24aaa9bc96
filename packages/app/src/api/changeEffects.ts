import { createListenerMiddleware, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthId, CompanyPayload, CreateUserPayload, User } from '@admin-hub/domain/entities';
import { APIS, resetApis } from './apis.ts';
import { isSessionEndedError } from './baseQuery.ts';
import { contentApi } from './contentApi.ts';
import type { UpdateCompanyCreditsArgs } from './content/contentCompanies.ts';
import type { DeleteMfaDeviceArgs, DeleteUserArgs } from './main/users.ts';
import type { UpdateCompanyArgs, UpdateMfaStatusArgs } from './main/companies.ts';
import { mainApi } from './mainApi.ts';
import type { UpdateSchedulerSignPermissionsArgs } from './scheduler/signPermissions.ts';
import { schedulerApi } from './schedulerApi.ts';
import { LIST } from './tags.ts';

type TagsOf<Api extends { util: { invalidateTags: (tags: never) => unknown } }> = Parameters<
  Api['util']['invalidateTags']
>[0];

/** What one change alters on the three back-ends: the cached answers to refresh, per API. */
export interface ChangeEffect {
  main?: TagsOf<typeof mainApi>;
  content?: TagsOf<typeof contentApi>;
  scheduler?: TagsOf<typeof schedulerApi>;
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

const isChangeName = (name: string): name is ChangeName => Object.hasOwn(CHANGE_EFFECTS, name);

/** Refreshes what `effect` names, on each API. */
function applyChangeEffect(dispatch: Dispatch, effect: ChangeEffect): void {
  if (effect.identity) {
    resetApis(dispatch);
    return;
  }
  if (effect.main?.length) dispatch(mainApi.util.invalidateTags(effect.main));
  if (effect.content?.length) dispatch(contentApi.util.invalidateTags(effect.content));
  if (effect.scheduler?.length) dispatch(schedulerApi.util.invalidateTags(effect.scheduler));
}

/** The change's effect for its argument (and answer, once it succeeded). */
function changeEffect(name: ChangeName, arg: unknown, result?: unknown): ChangeEffect {
  const effectOf = CHANGE_EFFECTS[name] as (arg: unknown, result?: unknown) => ChangeEffect;
  return effectOf(arg, result);
}

/**
 * What a run of single calls changed (`args`, one per call it sent), refreshed once: a run sends
 * its calls untracked, so that 1,000 deletions do not refetch the lists on screen 1,000 times.
 */
export function applyChanges(dispatch: Dispatch, name: ChangeName, args: readonly unknown[]): void {
  if (args.length === 0) return;
  const effects = args.map((arg) => changeEffect(name, arg));
  applyChangeEffect(dispatch, {
    main: effects.flatMap((effect) => effect.main ?? []),
    content: effects.flatMap((effect) => effect.content ?? []),
    scheduler: effects.flatMap((effect) => effect.scheduler ?? []),
    ...(effects.some((effect) => effect.identity) ? { identity: true } : {}),
  });
}

interface MutationMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown; track?: boolean };
  condition?: boolean;
}

const REDUCER_PATHS = APIS.map((api) => api.reducerPath);

const settledChange = (action: UnknownAction): MutationMeta['arg'] | undefined => {
  if (!(isFulfilled(action) || isRejected(action))) return undefined;
  if (!REDUCER_PATHS.some((path) => action.type.startsWith(`${path}/`))) return undefined;
  const { arg, condition } = (action.meta ?? {}) as MutationMeta;
  // A bulk run sends its calls untracked and refreshes once, at its end (applyChanges).
  if (arg?.type !== 'mutation' || arg.track === false || condition) return undefined;
  // Refused for an ended session: nothing changed, and nothing could be read now anyway.
  if (isRejected(action) && isSessionEndedError(action.payload)) return undefined;
  return arg;
};

/**
 * The store's middleware that applies CHANGE_EFFECTS: the only place a change refreshes
 * cached answers (the endpoints declare none), across the three APIs.
 */
export function createChangeEffects() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => settledChange(action) !== undefined,
    effect: (action, { dispatch }) => {
      const arg = settledChange(action);
      if (!arg?.endpointName || !isChangeName(arg.endpointName)) return;
      const result = isFulfilled(action) ? action.payload : undefined;
      applyChangeEffect(dispatch, changeEffect(arg.endpointName, arg.originalArgs, result));
    },
  });
  return listener;
}
