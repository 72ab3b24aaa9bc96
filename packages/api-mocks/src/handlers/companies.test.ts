import {
  type ApiErrorBody,
  type Company,
  type Paged,
  type SignManufacturer,
} from '@admin-hub/domain/entities';
import { MESSAGES } from '@admin-hub/domain/messages';
import { ManufacturerSignupType } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import {
  ACME_COMPANY_ID,
  DEMO_ADMIN,
  DEMO_SUPER_ADMIN,
  DEMO_USER,
  SIGNAGE_HQ_COMPANY_ID,
} from '../demoAccounts.ts';
import { getDatabase } from '../db/database.ts';
import { EMPTY_COMPANY_ID } from '../db/seedData.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';
import { CANNOT_DELETE_OWN_COMPANY } from './companyResolvers.ts';

useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const baseUser = apiAs(DEMO_USER.id);
const companies = (query: string) => superAdmin.get<Paged<Company>>(`/companies?${query}`);
const payload = {
  name: 'Nordlicht Werbetechnik',
  signManufacturerId: null,
  manufacturerSignupType: ManufacturerSignupType.Standard,
};

describe('GET /companies', () => {
  it('pages 120 companies by 40 with the full meta', async () => {
    const { body } = await companies('page=3&perPage=40');
    expect(body.data).toHaveLength(40);
    expect(body.meta).toMatchObject({
      current_page: 3,
      last_page: 3,
      total: 120,
      next_page_url: null,
    });
    expect(body.meta.previous_page_url).toBe(
      'http://localhost:4001/api/companies?perPage=40&page=2',
    );
  });

  it('searches by name, ignoring accents', async () => {
    const { body } = await companies('name=zoe');
    expect(body.data.map((company) => company.name)).toContain('Zoë’s Café Signage');
    expect(body.meta.total).toBe(body.data.length);
  });

  it('sorts A - Z by default, Z - A, and newest first by Date Created', async () => {
    const names = (await companies('perPage=500')).body.data.map((c) => c.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    const reversed = (await companies('perPage=500&sort=name&direction=desc')).body.data.map(
      (c) => c.name,
    );
    expect(reversed).toEqual([...names].reverse());
    const dates = (await companies('perPage=500&sort=createdAt&direction=desc')).body.data.map(
      (c) => c.createdAt,
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists each company with its users, and the empty company with none', async () => {
    const { body } = await companies('name=Quiet Street');
    expect(body.data[0]).toMatchObject({ id: EMPTY_COMPANY_ID, users: [] });
  });

  it('is for super admins only', async () => {
    expect((await admin.get('/companies')).status).toBe(403);
    expect((await baseUser.get('/companies')).status).toBe(403);
  });
});

describe('company routes', () => {
  it('creates a company dated after every seeded one', async () => {
    const { status, body } = await superAdmin.post<Company>('/companies', payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: 121, name: payload.name, users: [], isMfaEnabled: false });
    const newest = await companies('sort=createdAt&direction=desc&perPage=1');
    expect(newest.body.data[0]?.id).toBe(121);
  });

  it('validates company payloads with the domain schemas', async () => {
    const create = await superAdmin.post<ApiErrorBody>('/companies', { ...payload, name: ' ' });
    expect(create.body.errors).toEqual([
      { field: 'name', rule: 'required', message: MESSAGES.createCompanyNameRequired },
    ]);
    const edit = await superAdmin.put<ApiErrorBody>(`/companies/${ACME_COMPANY_ID}`, {
      ...payload,
      name: '',
    });
    expect(edit.body.errors).toEqual([
      { field: 'name', rule: 'required', message: MESSAGES.companyNameRequired },
    ]);
    const maker = await superAdmin.put<ApiErrorBody>(`/companies/${ACME_COMPANY_ID}`, {
      ...payload,
      signManufacturerId: 999,
    });
    expect(maker.body.errors?.[0]).toMatchObject({ field: 'signManufacturerId', rule: 'exists' });
  });

  it.each([['premium'], [''], [1], [null]])(
    'refuses the unknown signup type %j on create and edit, changing nothing',
    async (manufacturerSignupType) => {
      const body = { ...payload, manufacturerSignupType };
      const before = structuredClone(getDatabase().companies.get(ACME_COMPANY_ID));
      const count = getDatabase().companies.size;
      for (const answer of [
        await superAdmin.post<ApiErrorBody>('/companies', body),
        await superAdmin.put<ApiErrorBody>(`/companies/${ACME_COMPANY_ID}`, body),
      ]) {
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual([
          expect.objectContaining({
            field: 'manufacturerSignupType',
            message: MESSAGES.unknownSignupType,
          }),
        ]);
      }
      expect(getDatabase().companies.size).toBe(count);
      expect(getDatabase().companies.get(ACME_COMPANY_ID)).toEqual(before);
    },
  );

  it('reads a company: super admins any, admins their own, base users none', async () => {
    expect((await superAdmin.get<Company>('/companies/1')).body.name).toBe('Acme Signs');
    expect((await admin.get('/companies/1')).status).toBe(200);
    expect((await admin.get('/companies/2')).status).toBe(404);
    expect((await baseUser.get('/companies/1')).status).toBe(403);
    expect((await superAdmin.get('/companies/9999')).status).toBe(404);
  });

  it('updates a company for super admins only', async () => {
    const { body } = await superAdmin.put<Company>('/companies/1', {
      ...payload,
      name: 'Acme Signs & Co',
    });
    expect(body.name).toBe('Acme Signs & Co');
    expect((await admin.put('/companies/1', payload)).status).toBe(403);
  });

  it('deletes a company with its users, but not the caller’s own', async () => {
    expect((await superAdmin.delete('/companies/1')).status).toBe(204);
    expect(getDatabase().users.has(DEMO_ADMIN.id)).toBe(false);
    expect((await superAdmin.get('/companies/1')).status).toBe(404);
    expect(await superAdmin.delete(`/companies/${SIGNAGE_HQ_COMPANY_ID}`)).toEqual({
      status: 403,
      body: { message: CANNOT_DELETE_OWN_COMPANY },
    });
  });

  it('toggles MFA for super admins and the company’s admins', async () => {
    expect(
      (await admin.put<Company>('/companies/1/mfa-status', { isMfaEnabled: true })).body
        .isMfaEnabled,
    ).toBe(true);
    expect(
      (await admin.put<Company>('/companies/1/mfa-status', { isMfaEnabled: false })).body
        .isMfaEnabled,
    ).toBe(false);
    expect((await admin.put('/companies/2/mfa-status', { isMfaEnabled: true })).status).toBe(404);
    expect((await baseUser.put('/companies/1/mfa-status', { isMfaEnabled: true })).status).toBe(
      403,
    );
    expect((await superAdmin.put('/companies/1/mfa-status', { isMfaEnabled: 'yes' })).status).toBe(
      422,
    );
  });

  it('lists sign manufacturers and a company’s {product} signs', async () => {
    const makers = await baseUser.get<SignManufacturer[]>('/sign-manufacturers');
    expect(makers.body.length).toBeGreaterThan(3);
    const signs =
      await admin.get<{ companyId: number; stateProvince: string }[]>('/admin/company-signs/1');
    expect(signs.body.length).toBeGreaterThan(1);
    expect(
      signs.body.every((sign) => sign.companyId === 1 && typeof sign.stateProvince === 'string'),
    ).toBe(true);
    expect((await admin.get('/admin/company-signs/2')).status).toBe(404);
  });
});
