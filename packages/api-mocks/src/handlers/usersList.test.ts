import type { Paged, User } from '@admin-hub/domain/entities';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { LARGE_COMPANY_ID } from '../db/seedData.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';

useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const users = (query: string) => superAdmin.get<Paged<User>>(`/users?${query}`);

describe('GET /users paging', () => {
  it('answers page 1 with the full meta of §3', async () => {
    const { status, body } = await users('page=1&perPage=40');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(40);
    expect(body.meta).toEqual({
      current_page: 1,
      first_page: 1,
      first_page_url: 'http://localhost:4001/api/users?perPage=40&page=1',
      last_page: 38,
      last_page_url: 'http://localhost:4001/api/users?perPage=40&page=38',
      next_page_url: 'http://localhost:4001/api/users?perPage=40&page=2',
      per_page: 40,
      previous_page_url: null,
      total: 1500,
    });
  });

  it('answers a partial last page', async () => {
    const { body } = await users('page=38&perPage=40');
    expect(body.data).toHaveLength(1500 - 37 * 40);
    expect(body.meta).toMatchObject({ current_page: 38, next_page_url: null });
    expect(body.meta.previous_page_url).toContain('page=37');
  });

  it('does not repeat a user across pages', async () => {
    const first = await users('page=1&perPage=40&sort=name');
    const second = await users('page=2&perPage=40&sort=name');
    const ids = new Set(first.body.data.map((user) => user.id));
    expect(second.body.data.some((user) => ids.has(user.id))).toBe(false);
  });

  it('answers an empty result as page 1 of 1, total 0', async () => {
    const { body } = await users('search=no-such-person-anywhere&page=3');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 0,
      next_page_url: null,
    });
  });

  it('defaults to 40 per page and serves the company page its 200', async () => {
    expect((await users('')).body.meta.per_page).toBe(40);
    const { body } = await users(`companyId=${LARGE_COMPANY_ID}&perPage=200`);
    expect(body.data).toHaveLength(200);
    expect(body.meta.total).toBeGreaterThan(200);
  });
});

describe('GET /users search, sort and filter', () => {
  it('searches names, ignoring case and accents', async () => {
    const { body } = await users('search=LUKASZ');
    expect(body.data.map((user) => user.fullName)).toContain('Łukasz Kowalski');
  });

  it('searches e-mails', async () => {
    const { body } = await users('search=superadmin@example');
    expect(body.data.map((user) => user.email)).toEqual([DEMO_SUPER_ADMIN.email]);
  });

  it('searches company names', async () => {
    const { body } = await users('search=Acme Signs&perPage=200');
    expect(body.meta.total).toBeGreaterThanOrEqual(8);
    expect(body.data.every((user) => user.company.name === 'Acme Signs')).toBe(true);
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'asc'],
    ['email', 'desc'],
  ] as const)('sorts by %s %s', async (sort, direction) => {
    const { body } = await users(
      `companyId=${ACME_COMPANY_ID}&sort=${sort}&direction=${direction}`,
    );
    const keys = body.data.map((user) =>
      sort === 'email' ? user.email : (user.fullName ?? user.email),
    );
    const sorted = [...keys].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
    );
    expect(keys).toEqual(direction === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts anew after a user is renamed, created or deleted (the last sort is kept only till then)', async () => {
    const acmeByName = async () =>
      (await users(`companyId=${ACME_COMPANY_ID}&sort=name&perPage=200`)).body.data.map(
        (user) => user.email,
      );
    const before = await acmeByName();
    const last = (await users(`companyId=${ACME_COMPANY_ID}&sort=name&perPage=200`)).body.data.at(
      -1,
    )!;
    await superAdmin.put(`/users/${encodeURIComponent(last.id)}`, {
      id: last.id,
      firstName: 'Aaron',
      lastName: 'Aardvark',
      email: last.email,
      role: last.role,
    });
    const renamed = await acmeByName();
    expect(renamed[0]).toBe(last.email);
    expect(renamed).toHaveLength(before.length);
    await superAdmin.post('/users', {
      companyId: ACME_COMPANY_ID,
      role: 'user',
      email: '0000.first@acme.example',
      sendInviteEmail: false,
    });
    // Invited (no name): sorted by email, first of all.
    expect((await acmeByName())[0]).toBe('0000.first@acme.example');
    await superAdmin.delete(`/users/${encodeURIComponent(last.id)}`);
    expect(await acmeByName()).not.toContain(last.email);
  });

  it('filters by companyId', async () => {
    const { body } = await users(`companyId=${ACME_COMPANY_ID}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((user) => user.companyId === ACME_COMPANY_ID)).toBe(true);
  });
});

describe('GET /users access', () => {
  it('lets an admin list their own company only', async () => {
    const admin = apiAs(DEMO_ADMIN.id);
    expect((await admin.get(`/users?companyId=${ACME_COMPANY_ID}`)).status).toBe(200);
    expect((await admin.get('/users?companyId=2')).status).toBe(404);
    expect((await admin.get('/users')).status).toBe(403);
  });

  it('forbids base users and rejects a request without a token', async () => {
    expect((await apiAs(DEMO_USER.id).get(`/users?companyId=${ACME_COMPANY_ID}`)).status).toBe(403);
    expect((await apiAs(null).get('/users')).status).toBe(401);
    expect((await apiAs('auth0|nobody').get('/users/me')).status).toBe(401);
  });
});
