import type { AuthId, Paged } from './entities.ts';

/**
 * Not in the spec (issue 36): the record of who changed what, served by the proposed
 * `GET /activity` of the main API. The mock server writes an entry for every change it is asked
 * to make, accepted or refused; the hub reads them back, newest first.
 */

/** Every kind of change the API records, one per writing call of spec §7. */
export const ACTIVITY_KINDS = {
  'user.created': 'User invited',
  'user.updated': 'User edited',
  'user.deleted': 'User deleted',
  'user.inviteEmailSent': 'Invite email sent',
  'user.passwordResetEmailSent': 'Password reset email sent',
  'user.passwordResetLinkCreated': 'Password reset link created',
  'user.mfaDeviceDeleted': 'MFA device deleted',
  'user.signPermissionsUpdated': 'Sign permissions changed',
  'emulation.started': 'Emulation started',
  'emulation.ended': 'Emulation ended',
  'company.created': 'Company created',
  'company.updated': 'Company edited',
  'company.deleted': 'Company deleted',
  'company.mfaChanged': 'MFA requirement changed',
  'company.creditsUpdated': 'Credits changed',
  'company.subscriberUpdated': 'Subscriber changed',
  'sign.deleted': 'Sign deleted',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export const isActivityKind = (value: unknown): value is ActivityKind =>
  typeof value === 'string' && Object.hasOwn(ACTIVITY_KINDS, value);

export type FieldValue = string | number | boolean | null | readonly (string | number)[];

/** One field of an edit, as the API held it before the call and after it. */
export interface FieldChange {
  /** The request's field name ('lastName', 'downloadCredits', 'signIds'). */
  field: string;
  before: FieldValue;
  after: FieldValue;
}

export interface ActivityPerson {
  id: AuthId;
  email: string;
}

export interface ActivityEntry {
  id: number;
  /** ISO 8601, when the server answered. */
  at: string;
  /** Who sent the call (the access token's subject), the super admin when emulating. */
  actor: ActivityPerson;
  /** The user the actor was emulating when they made the change, else null. */
  emulating: ActivityPerson | null;
  kind: ActivityKind;
  /** The company the change belongs to; null when the caller could not see one (a refused call). */
  companyId: number | null;
  companyName: string | null;
  /** The user acted on (for user kinds, emulation), else null. */
  user: ActivityPerson | null;
  /** What else was acted on when not a user or a company ('Lobby screen', a device's name). */
  target: string | null;
  /** Each field before and after, for edits; empty for other kinds. */
  changes: FieldChange[];
  /** Whether the server accepted the change; a refused call keeps its HTTP status. */
  ok: boolean;
  status: number;
}

export type ActivityPage = Paged<ActivityEntry>;

/** Entries per page of `GET /activity` (not in the spec). */
export const ACTIVITY_PAGE_SIZE = 25;

/** The filters of `GET /activity`, each a query parameter of that name; all optional. */
export interface ActivityFilters {
  companyId?: number;
  /** The user acted on. */
  userId?: AuthId;
  /** Who made the change (the real caller, whether or not emulating). */
  actorId?: AuthId;
  kind?: ActivityKind;
  /** Inclusive days, 'YYYY-MM-DD' in UTC. */
  from?: string;
  to?: string;
  page?: number;
}

/** Who made a change, as the hub writes it: 'superadmin@example.com as admin@acme.example'. */
export const actorText = (entry: Pick<ActivityEntry, 'actor' | 'emulating'>): string =>
  entry.emulating ? `${entry.actor.email} as ${entry.emulating.email}` : entry.actor.email;
