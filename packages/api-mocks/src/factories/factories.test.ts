import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import {
  buildActivityEntry,
  buildCompany,
  buildContentCompany,
  buildCurrentUser,
  buildMfaDevice,
  buildPaged,
  buildUser,
  buildUsers,
} from './index.ts';

describe('fixture factories', () => {
  it('build the same value every time', () => {
    expect(buildUser()).toEqual(buildUser());
    expect(buildUsers(12)).toEqual(buildUsers(12));
    expect(buildCompany()).toEqual(buildCompany());
    expect(buildActivityEntry()).toEqual(buildActivityEntry());
  });

  it('derive fullName and company from the overrides', () => {
    expect(buildUser({ firstName: 'Zoë', lastName: 'Ng', companyId: 2 })).toMatchObject({
      fullName: 'Zoë Ng',
      company: { id: 2, name: 'Signage HQ' },
    });
    expect(buildUser({ firstName: null, lastName: null }).fullName).toBeNull();
    expect(buildCurrentUser({ isEmulating: true })).toMatchObject({
      email: 'user@acme.example',
      isEmulating: true,
    });
  });

  it('vary users by index with unique ids and e-mails', () => {
    const users = buildUsers(120);
    expect(new Set(users.map((user) => user.id)).size).toBe(120);
    expect(new Set(users.map((user) => user.email)).size).toBe(120);
    expect(users[0]?.role).toBe(Role.Admin);
  });

  it('match the seeded demo data', () => {
    expect(buildCompany().name).toBe('Acme Signs');
    expect(buildContentCompany().plan.canManageSigns).toBe(true);
    expect(buildMfaDevice({ status: 'pending' }).status).toBe('pending');
  });

  it('page fixture lists with the meta of §3', () => {
    const paged = buildPaged(buildUsers(45), { page: 2, perPage: 40 });
    expect(paged.data).toHaveLength(5);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2, total: 45 });
  });
});
