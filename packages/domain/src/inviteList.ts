import { array, mixed, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages.ts';
import { ROLE_LABELS, type Role } from './roles.ts';
import { inviteUserFormSchema, inviteUserSchema } from './schemas/userSchemas.ts';

/**
 * Not in the spec (issue 17, Invite Users): an address a pasted list or CSV holds twice. Kept
 * here, not in MESSAGES, which every page loads: only the list's dialog needs it.
 */
export const DUPLICATE_IN_LIST = 'Duplicate email in the list';

/** One address of an Invite Users list, as typed or read from a CSV row. */
export interface InviteListEntry {
  email: string;
  /** A CSV's role column (null: a value that is no role); the form's role applies where blank. */
  role?: Role | null;
}

/** An entry as the preview shows it: ready to invite, or the message that keeps it out. */
export interface CheckedInviteEntry extends InviteListEntry {
  /** Where it is in the list (first line or row is 1), so a duplicate's twin can be told. */
  line: number;
  problem?: string;
}

/** The invite's own email rule (spec §5), so a list's rows fail exactly as Invite User does. */
const emailSchema = object({ email: inviteUserSchema.fields.email });

const emailProblem = (email: string): string | undefined => {
  try {
    emailSchema.validateSync({ email });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : MESSAGES.invalidEmail;
  }
};

/** Issue 17: one address a line, or separated by commas or semicolons; blanks are dropped. */
export const splitEmailList = (text: string): InviteListEntry[] =>
  text
    .split(/[\n\r,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((email) => ({ email }));

/** A CSV's role cell: a role's label or value in any case; blank is none. */
export function roleOfCell(cell: string | undefined): Role | undefined | null {
  const text = (cell ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  const found = (Object.keys(ROLE_LABELS) as Role[]).find(
    (role) => role.toLowerCase() === text || ROLE_LABELS[role].toLowerCase() === text,
  );
  return found ?? null;
}

/**
 * Checks every entry before anything is sent: the invite's email rule, then a second and later
 * occurrence of the same address (in any case) is a duplicate, and a role the inviter may not
 * give is refused with the role field's message. `offeredRoles` are the roles Invite User offers.
 */
export function checkInviteList(
  entries: readonly InviteListEntry[],
  offeredRoles: readonly Role[],
): CheckedInviteEntry[] {
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const line = index + 1;
    const invalid = emailProblem(entry.email);
    if (invalid) return { ...entry, line, problem: invalid };
    const key = entry.email.toLowerCase();
    if (seen.has(key)) return { ...entry, line, problem: DUPLICATE_IN_LIST };
    seen.add(key);
    if (entry.role === null || (entry.role !== undefined && !offeredRoles.includes(entry.role)))
      return { ...entry, line, problem: MESSAGES.chooseRole };
    return { ...entry, line };
  });
}

/**
 * The Invite Users form: the list (typed, and the rows of an uploaded CSV) and what applies to
 * every row, exactly Invite User's role, invite email and scheduler signs.
 */
export const inviteUsersFormSchema = inviteUserFormSchema.omit(['email']).shape({
  emails: string().default(''),
  csvEntries: array(mixed<InviteListEntry>().required()).defined().default([]),
});
export type InviteUsersFormValues = InferType<typeof inviteUsersFormSchema>;

/** What the users call said of an address: someone in the hub has it, nobody, or not known yet. */
export type EmailCheck = 'checking' | 'inUse' | 'free';

/** A preview row: the entry, the role it gets, and whether the users call is still asked. */
export interface InvitePreviewRow extends CheckedInviteEntry {
  roleToGive: Role;
  checking: boolean;
}

/**
 * The preview of an Invite Users form: every entry of the typed list, then the CSV's rows, each
 * checked (`checkInviteList`) and, once valid, against the users call ('Email is already in use').
 * The rows without a problem, and not being checked, are the ones 'Invite N users' sends.
 */
export function inviteListPreview(
  values: Pick<InviteUsersFormValues, 'emails' | 'csvEntries' | 'role'>,
  offeredRoles: readonly Role[],
  emailCheck: (email: string) => EmailCheck,
): InvitePreviewRow[] {
  const entries = [...splitEmailList(values.emails), ...values.csvEntries];
  return checkInviteList(entries, offeredRoles).map((entry) => {
    const row = { ...entry, roleToGive: entry.role ?? values.role, checking: false };
    if (row.problem) return row;
    const check = emailCheck(entry.email);
    if (check === 'inUse') return { ...row, problem: MESSAGES.emailInUse };
    return { ...row, checking: check === 'checking' };
  });
}

/** The addresses of a preview that the users call is to check: valid and each once. */
export const emailsToCheck = (
  values: Pick<InviteUsersFormValues, 'emails' | 'csvEntries'>,
  offeredRoles: readonly Role[],
): string[] =>
  checkInviteList([...splitEmailList(values.emails), ...values.csvEntries], offeredRoles)
    .filter((entry) => entry.problem === undefined)
    .map((entry) => entry.email);
