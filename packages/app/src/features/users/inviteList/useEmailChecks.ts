import { useCallback, useRef, useState } from 'react';
import type { EmailCheck } from '@admin-hub/domain/inviteList';
import { companyUsersArgs, usersApi } from '../../../api/index.ts';
import type { GetUsersArgs } from '../../../api/index.ts';
import { sendOwned } from '../../../api/ownedCalls.ts';
import type { AppDispatch } from '../../../store/createAppStore.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { runItems } from '../../runs/runItems.ts';

/** Matches of a search for one address: a handful at most share its text. */
const PER_PAGE = 25;

/** The company's users as its page's first read lists them (spec §7: perPage 200). */
interface Roster {
  emails: ReadonlySet<string>;
  /** The page held every user of the company. */
  whole: boolean;
}

/** Asks the users call (spec §7 GET /users) as a preview's own read: a failure is no toast. */
const readUsers = (dispatch: AppDispatch, args: GetUsersArgs) =>
  sendOwned(dispatch, 'run', usersApi.endpoints.getUsers.initiate(args, { subscribe: false }));

/** The company page's own first read (usually in the cache already: then no request at all). */
async function readRoster(dispatch: AppDispatch, companyId: number): Promise<Roster> {
  const { data } = await readUsers(dispatch, companyUsersArgs(companyId));
  return {
    emails: new Set(data?.data.map((user) => user.email.toLowerCase())),
    whole: data !== undefined && data.meta.last_page === 1,
  };
}

/**
 * Whether each address is someone's already: hub-wide for a super admin, else within
 * `companyId` (an admin sees only their company; an address elsewhere is refused at create, a
 * failed row). GET /users takes one search, so a batch is what one read can honestly answer:
 * within a company, the company page's own first read (cached there, so usually no request)
 * answers every address when it holds the whole company. What it cannot answer (a company past
 * one page) and every hub-wide address (the hub is too large to read whole, and a search by
 * domain would lean on a substring match the spec does not promise) is searched for by address,
 * each once, four at a time. A check that fails counts as free: the create has the last word.
 */
export function useEmailChecks(companyId: number, hubWide: boolean) {
  const dispatch = useAppDispatch();
  const [answers, setAnswers] = useState<ReadonlyMap<string, EmailCheck>>(new Map());
  const asked = useRef(new Set<string>());
  const roster = useRef<Promise<Roster> | null>(null);

  const check = useCallback(
    (emails: string[]) => {
      const fresh = [...new Set(emails.map((email) => email.toLowerCase()))].filter(
        (email) => !asked.current.has(email),
      );
      if (fresh.length === 0) return;
      for (const email of fresh) asked.current.add(email);
      const settle = (answered: ReadonlyMap<string, EmailCheck>) =>
        setAnswers((current) => new Map([...current, ...answered]));

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
      if (hubWide) {
        void search(fresh);
        return;
      }
      roster.current ??= readRoster(dispatch, companyId);
      void roster.current.then(({ emails: known, whole }) => {
        const answered = new Map<string, EmailCheck>();
        const toSearch: string[] = [];
        for (const email of fresh) {
          if (known.has(email)) answered.set(email, 'inUse');
          else if (whole) answered.set(email, 'free');
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
