import { describe, expect, it } from 'vitest';
import { emulationTarget } from './emulationTarget.ts';
import type { User } from './entities.ts';
import { Role } from './roles.ts';

const user = (id: string, role: Role): User => ({
  id,
  role,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: `${id}@example.com`,
  companyId: 1,
  company: { id: 1, name: 'Acme Signs' },
});

describe('emulationTarget', () => {
  it("picks the company's first admin", () => {
    const users = [user('u1', Role.User), user('a1', Role.Admin), user('a2', Role.Admin)];
    expect(emulationTarget({ users })?.id).toBe('a1');
  });

  it('falls back to the first user when the company has no admin', () => {
    const users = [user('u1', Role.User), user('u2', Role.User)];
    expect(emulationTarget({ users })?.id).toBe('u1');
  });

  it('is null for a company without users', () => {
    expect(emulationTarget({ users: [] })).toBeNull();
  });
});
