import { useCallback, useEffect, useRef, useState } from 'react';
import { BULK_PAGE_SIZE } from '@admin-hub/domain/constants';
import type { EmailCheck } from '@admin-hub/domain/inviteList';
import { companyUsersArgs, usersApi } from '../../../api/index.ts';
import type { GetUsersArgs } from '../../../api/index.ts';
import { sendOwned } from '../../../api/ownedCalls.ts';
import type { AppDispatch } from '../../../store/createAppStore.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { collectEveryPage } from '../../runs/collectEveryPage.ts';
import { runItems } from '../../runs/runItems.ts';

/** Matches of a search for one address: a handful at most share its text. */
const PER_PAGE = 25;

/**
 * Fewer hub-wide addresses than this are searched for one by one: reading the hub's first page
 * to learn its size would cost as much as the searches it might save.
 */
const HUB_READ_FROM = 8;

/** Answers reach the preview at most this often: each re-works and re-renders every row. */
const ANSWERS_EVERY_MS = 150;

/** The users of the check's scope (the company, or the whole hub) as far as they were read. */
interface Roster {
  emails: Set<string>;
  /** Every page was read: an address not in `emails` is nobody's. */
  whole: boolean;
  /** Pages after the first, to read when that is fewer requests than the searches. */
  pagesLeft: number;
  total: number;
  /** Those pages on their way: read once for every list checked. */
  rest?: Promise<void>;
}

/** Asks the users call (spec §7 GET /users) as a preview's own read: a failure is no toast. */
const readUsers = (dispatch: AppDispatch, args: GetUsersArgs) =>
  sendOwned(dispatch, 'run', usersApi.endpoints.getUsers.initiate(args, { subscribe: false }));

const emailsOf = (users: readonly { email: string }[]) =>
  users.map((user) => user.email.toLowerCase());

/** The scope's first page: for a company, its page's own first read (usually cached: no request). */
async function readFirstPage(dispatch: AppDispatch, args: GetUsersArgs): Promise<Roster> {
  const { data } = await readUsers(dispatch, args);
  const pages = data?.meta.last_page ?? 1;
  return {
    emails: new Set(emailsOf(data?.data ?? [])),
    whole: data !== undefined && pages === 1,
    pagesLeft: data === undefined ? 0 : pages - 1,
    total: data?.meta.total ?? 0,
  };
}

/** The scope's other pages, four at a time; a failed page leaves the roster partial. */
async function readOtherPages(dispatch: AppDispatch, args: GetUsersArgs, roster: Roster) {
  const every = collectEveryPage(dispatch, {
    endpoint: usersApi.endpoints.getUsers,
    args,
    total: roster.total,
    perPage: args.perPage,
    reasonOf: () => 'not read',
  });
  const outcomes = await runItems(every.pages.slice(1), every.step);
  for (const email of emailsOf(every.rows())) roster.emails.add(email);
  roster.whole = outcomes.every((outcome) => outcome.status === 'succeeded');
}

/**
 * Whether each address is someone's already: hub-wide for a super admin, else within
 * `companyId` (an admin sees only their company; an address elsewhere is refused at create, a
 * failed row). GET /users takes one search, so each list is answered with the fewest requests
 * the spec's API allows: the scope's first page (for a company, its page's own first read,
 * usually cached), then either its other pages or one search per address still unknown,
 * whichever is fewer (500 addresses against a hub of 56 pages: 56 reads, not 500). A search by
 * domain would lean on a substring match the spec does not promise. A check that fails counts
 * as free: the create has the last word. Answers reach the preview in batches.
 */
export function useEmailChecks(companyId: number, hubWide: boolean) {
  const dispatch = useAppDispatch();
  const [answers, setAnswers] = useState<ReadonlyMap<string, EmailCheck>>(new Map());
  const asked = useRef(new Set<string>());
  const roster = useRef<Promise<Roster> | null>(null);
  const unsent = useRef(new Map<string, EmailCheck>());
  const flush = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flush.current), []);

  const check = useCallback(
    (emails: string[]) => {
      const fresh = [...new Set(emails.map((email) => email.toLowerCase()))].filter(
        (email) => !asked.current.has(email),
      );
      if (fresh.length === 0) return;
      for (const email of fresh) asked.current.add(email);
      const settle = (answered: ReadonlyMap<string, EmailCheck>) => {
        for (const [email, answer] of answered) unsent.current.set(email, answer);
        flush.current ??= setTimeout(() => {
          flush.current = undefined;
          const batch = unsent.current;
          unsent.current = new Map();
          setAnswers((current) => new Map([...current, ...batch]));
        }, ANSWERS_EVERY_MS);
      };

      const search = (toSearch: string[]) =>
        runItems(toSearch, async (email) => {
          const { data } = await readUsers(dispatch, {
            page: 1,
            perPage: PER_PAGE,
            search: email,
            sort: 'email',
            direction: 'asc',
            ...(hubWide ? {} : { companyId }),
          });
          const taken = data?.data.some((user) => user.email.toLowerCase() === email) ?? false;
          settle(new Map([[email, taken ? 'inUse' : 'free']]));
          return { ok: true };
        });
      if (hubWide && roster.current === null && fresh.length < HUB_READ_FROM) {
        void search(fresh);
        return;
      }
      const scope: GetUsersArgs = hubWide
        ? { page: 1, perPage: BULK_PAGE_SIZE, sort: 'email', direction: 'asc' }
        : companyUsersArgs(companyId);
      roster.current ??= readFirstPage(dispatch, scope);
      void roster.current.then(async (known) => {
        const unknown = fresh.filter((email) => !known.emails.has(email));
        // The rest of the scope is fewer reads than the searches: read it instead.
        if (known.rest === undefined && known.pagesLeft > 0 && known.pagesLeft <= unknown.length)
          known.rest = readOtherPages(dispatch, scope, known);
        await known.rest;
        const answered = new Map<string, EmailCheck>();
        const toSearch: string[] = [];
        for (const email of fresh) {
          if (known.emails.has(email)) answered.set(email, 'inUse');
          else if (known.whole) answered.set(email, 'free');
          else toSearch.push(email);
        }
        if (answered.size > 0) settle(answered);
        return search(toSearch);
      });
    },
    [companyId, dispatch, hubWide],
  );

  const emailCheck = useCallback(
    (email: string): EmailCheck => answers.get(email.toLowerCase()) ?? 'checking',
    [answers],
  );
  return { emailCheck, check };
}
