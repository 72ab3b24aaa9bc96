import { useCallback, useRef, useState } from 'react';
import type { EmailCheck } from '@admin-hub/domain/inviteList';
import { usersApi } from '../../../api/main/users.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { runItems } from '../../runs/runItems.ts';
import { sendOwned } from '../../../api/ownedCalls.ts';

/** Matches of a search for one address: a handful at most share its text. */
const PER_PAGE = 25;

/**
 * Asks the users call (spec §7 GET /users, searched by the address) whether each address is
 * someone's already: hub-wide for a super admin, else within `companyId` (an admin sees only
 * their company; an address elsewhere is refused at create, a failed row). Each address is
 * asked once; a check that fails counts as free, so the create call has the last word.
 */
export function useEmailChecks(companyId: number, hubWide: boolean) {
  const dispatch = useAppDispatch();
  const [answers, setAnswers] = useState<ReadonlyMap<string, EmailCheck>>(new Map());
  const asked = useRef(new Set<string>());

  const check = useCallback(
    (emails: string[]) => {
      const fresh = [...new Set(emails.map((email) => email.toLowerCase()))].filter(
        (email) => !asked.current.has(email),
      );
      if (fresh.length === 0) return;
      for (const email of fresh) asked.current.add(email);
      const settle = (email: string, answer: EmailCheck) =>
        setAnswers((current) => new Map(current).set(email, answer));
      void runItems(fresh, async (email) => {
        const { data } = await sendOwned(
          dispatch,
          'run',
          usersApi.endpoints.getUsers.initiate(
            {
              page: 1,
              perPage: PER_PAGE,
              search: email,
              sort: 'email',
              direction: 'asc',
              ...(hubWide ? {} : { companyId }),
            },
            // A failure is no toast: the row is just not known to be in use.
            { subscribe: false },
          ),
        );
        const taken = data?.data.some((user) => user.email.toLowerCase() === email) ?? false;
        settle(email, taken ? 'inUse' : 'free');
        return { ok: true };
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
