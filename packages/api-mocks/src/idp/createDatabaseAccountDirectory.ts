import { ROLE_LABELS } from '@admin-hub/domain/roles';
import { getDatabase } from '../db/database.ts';
import type { UserRecord } from '../db/database.ts';
import { DEMO_ACCOUNTS } from '../demoAccounts.ts';
import type { AccountDirectory, IdentityAccount } from './IdentityAccount.ts';
import { sameEmail } from './IdentityAccount.ts';

/**
 * The accounts are the users of the api-mocks database, read live: in the demo
 * process a user invited through the app can sign in too. The sign-in page
 * lists the demo accounts.
 */
export function createDatabaseAccountDirectory(): AccountDirectory {
  const users = (): UserRecord[] => [...getDatabase().users.values()];
  return {
    listDemoAccounts: () =>
      DEMO_ACCOUNTS.map((demo) => {
        const user = getDatabase().users.get(demo.id);
        const account = user
          ? toAccount(user)
          : { id: demo.id, email: demo.email, name: demo.email };
        return { ...account, description: `${ROLE_LABELS[demo.role]} · ${demo.companyName}` };
      }),
    findByEmail: (email) => {
      const user = users().find((candidate) => sameEmail(candidate.email, email));
      return user ? toAccount(user) : undefined;
    },
    findById: (id) => {
      const user = getDatabase().users.get(id);
      return user ? toAccount(user) : undefined;
    },
  };
}

function toAccount(user: UserRecord): IdentityAccount {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, email: user.email, name: name || user.email };
}
