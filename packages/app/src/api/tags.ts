import type { TagDescription } from '@reduxjs/toolkit/query';
import { isRunCall } from './runEnded.ts';
import { isSessionEndedError } from './sessionEndedError.ts';

/** The id of the tag every list query provides, so that creating or deleting refreshes lists. */
export const LIST = 'LIST';

/**
 * LIST plus one tag per item, the way RTK Query's kitchen-sink example tags collections.
 * A malformed answer (not an array) still gets its LIST tag instead of breaking the cache.
 */
const isArray = <Item>(value: readonly Item[] | undefined): value is readonly Item[] =>
  Array.isArray(value);

export const listTags = <T extends string, Id extends string | number>(
  type: T,
  items: readonly { id: Id }[] | undefined,
) => [{ type, id: LIST }, ...(isArray(items) ? items : []).map(({ id }) => ({ type, id }))];

/**
 * The tag a read provides while it has failed because the session ended: once the same person
 * signs in again, the session's recovery invalidates it, and RTK Query sends again each such
 * read that a screen still shows (those no screen shows are dropped, and load anew when one
 * does).
 */
export const SESSION_ENDED_TAG = 'SessionEnded';

/** `tags`, plus SESSION_ENDED_TAG while the read has failed for an ended session. */
export const orSessionEnded =
  <Result, Arg, Tag extends string | { type: string; id?: string | number }>(
    tags: (result: Result | undefined, error: unknown, arg: Arg) => readonly Tag[],
  ) =>
  (result: Result | undefined, error: unknown, arg: Arg) =>
    isSessionEndedError(error)
      ? [...tags(result, error, arg), SESSION_ENDED_TAG as typeof SESSION_ENDED_TAG]
      : tags(result, error, arg);

/** What the API's reads provide and its changes invalidate, on any of the three back-ends. */
export const TAG_TYPES = [
  'Me',
  'User',
  'Company',
  'MfaDevice',
  'SignManufacturer',
  'ContentSign',
  'ContentCompany',
  'SchedulerSign',
  'SignPermission',
  /** The proposed activity record (issue 36): every change refreshes it (changeEffects). */
  'Activity',
  SESSION_ENDED_TAG,
] as const;

export type ApiTag = TagDescription<(typeof TAG_TYPES)[number]>;

/**
 * What a change alters on any of the three back-ends, written from what they do (spec §7, and
 * the mock API that stands for them): the cached answers to refresh. `result` is the answer of a
 * change that succeeded; one that failed may have been applied in part, so the same is
 * refreshed. Held to by the reload-equivalence test.
 */
export type ChangeRule<Arg, Result = unknown> = (arg: Arg, result?: Result) => readonly ApiTag[];

/**
 * A change's `invalidatesTags`. Nothing for a change refused for an ended session (nothing
 * changed, and nothing could be read now anyway), nor for a run's call: its pass refreshes once,
 * at its end (runEnded, changeEffects).
 */
export const changeTags =
  <Arg, Result>(rule: ChangeRule<Arg, Result>) =>
  (result: Result | undefined, error: unknown, arg: Arg): readonly ApiTag[] =>
    isSessionEndedError(error) || isRunCall(arg) ? [] : rule(arg, result);
