import { COMPANIES_PAGE_SIZE } from '@admin-hub/domain/constants';
import { type CompanyPayload } from '@admin-hub/domain/entities';
import { MESSAGES } from '@admin-hub/domain/messages';
import { companySchema, createCompanySchema } from '@admin-hub/domain/schemas/companySchemas';
import { mfaStatusRequestSchema } from '@admin-hub/domain/schemas/requestSchemas';
import { matchesSearch } from '@admin-hub/domain/textSearch';
import { HttpResponse } from 'msw';
import type { CompanyRecord, Database } from '../db/database.ts';
import { REF_DATE } from '../db/seedData.ts';
import { toCompany, usersOfCompany } from '../db/views.ts';
import type { EndpointId } from '../endpoints.ts';
import { findCompanyInScope, requireCapability, requireCompanyAccess } from './access.ts';
import { fieldError, forbidden, pathId, readJson, validate } from './apiError.ts';
import { fieldChanges } from './activityRecorder.ts';
import type { Resolver } from './apiRequest.ts';
import { requireIfMatch, withEntityTag } from './ifMatch.ts';
import { pageFromQuery, sortBy, sortDirection, sortField } from './listQuery.ts';
import { removeUser } from './userResolvers.ts';

// The same words the company page shows beside its disabled Delete company.
export const CANNOT_DELETE_OWN_COMPANY = MESSAGES.cannotDeleteOwnCompany;

const checkManufacturer = (db: Database, values: CompanyPayload): void => {
  const { signManufacturerId } = values;
  if (
    signManufacturerId !== null &&
    !db.signManufacturers.some((m) => m.id === signManufacturerId)
  ) {
    throw fieldError('signManufacturerId', 'exists', MESSAGES.invalidSignManufacturer);
  }
};

/**
 * Companies created through the API are dated after every seeded one, on a fixed clock, so
 * 'Date Created' puts them first and stories stay reproducible.
 */
const creationDate = (sequence: number): string =>
  new Date(REF_DATE.getTime() + sequence * 60_000).toISOString();

export const companyResolvers = {
  'GET /companies': ({ db, caller, url }) => {
    requireCapability(caller, 'viewCompanies');
    const search = url.searchParams.get('name') ?? '';
    const companies = [...db.companies.values()].filter((company) =>
      matchesSearch(search, [company.name]),
    );
    const field = sortField(url, ['name', 'createdAt'] as const);
    const key =
      field === 'createdAt' ? (c: CompanyRecord) => c.createdAt : (c: CompanyRecord) => c.name;
    sortBy(companies, key, sortDirection(url), (company) => company.id);
    return HttpResponse.json(
      pageFromQuery(url, companies, COMPANIES_PAGE_SIZE, (c) => toCompany(db, c)),
    );
  },

  'POST /companies': async ({ db, caller, request, activity }) => {
    requireCapability(caller, 'viewAnyCompany');
    const values = await validate(createCompanySchema, await readJson(request));
    checkManufacturer(db, values);
    db.sequences.company += 1;
    const company: CompanyRecord = {
      id: db.sequences.company,
      name: values.name,
      signManufacturerId: values.signManufacturerId,
      manufacturerSignupType: values.manufacturerSignupType,
      createdAt: creationDate(db.sequences.company),
      isMfaEnabled: false,
    };
    db.companies.set(company.id, company);
    activity.company(company.id);
    return HttpResponse.json(toCompany(db, company), { status: 201 });
  },

  'GET /companies/:id': ({ db, caller, params }) => {
    const company = findCompanyInScope(db, caller, pathId(params.id));
    requireCompanyAccess(caller, company.id, 'manager');
    return withEntityTag(toCompany(db, company));
  },

  'PUT /companies/:id': async ({ db, caller, params, request, activity }) => {
    const company = findCompanyInScope(db, caller, pathId(params.id));
    activity.company(company.id);
    requireCapability(caller, 'editCompany');
    const values = await validate(companySchema, await readJson(request));
    checkManufacturer(db, values);
    requireIfMatch(request, toCompany(db, company));
    const before = { ...company };
    Object.assign(company, {
      name: values.name,
      signManufacturerId: values.signManufacturerId,
      manufacturerSignupType: values.manufacturerSignupType,
    });
    activity.changes(
      fieldChanges(before, company, ['name', 'signManufacturerId', 'manufacturerSignupType']),
    );
    return HttpResponse.json(toCompany(db, company));
  },

  'DELETE /companies/:id': ({ db, caller, params, activity }) => {
    const { id } = findCompanyInScope(db, caller, pathId(params.id));
    activity.company(id);
    requireCapability(caller, 'viewAnyCompany');
    if (caller.companyId === id) throw forbidden(CANNOT_DELETE_OWN_COMPANY);
    for (const user of usersOfCompany(db, id)) removeUser(db, user.id);
    for (const [signId, sign] of db.schedulerSigns)
      if (sign.companyId === id) db.schedulerSigns.delete(signId);
    for (const [signId, sign] of db.contentSigns)
      if (sign.companyId === id) db.contentSigns.delete(signId);
    db.contentAccounts.delete(id);
    db.companies.delete(id);
    return new HttpResponse(null, { status: 204 });
  },

  'PUT /companies/:id/mfa-status': async ({ db, caller, params, request, activity }) => {
    const company = findCompanyInScope(db, caller, pathId(params.id));
    activity.company(company.id);
    requireCapability(caller, 'toggleMfa');
    const { isMfaEnabled } = await validate(mfaStatusRequestSchema, await readJson(request));
    requireIfMatch(request, toCompany(db, company));
    const before = { ...company };
    company.isMfaEnabled = isMfaEnabled;
    activity.changes(fieldChanges(before, company, ['isMfaEnabled']));
    return HttpResponse.json(toCompany(db, company));
  },

  'GET /sign-manufacturers': ({ db }) => HttpResponse.json(db.signManufacturers),

  'GET /admin/company-signs/:companyId': ({ db, caller, params }) => {
    const { id: companyId } = findCompanyInScope(db, caller, pathId(params.companyId));
    requireCompanyAccess(caller, companyId, 'manager');
    return HttpResponse.json(
      [...db.contentSigns.values()].filter((sign) => sign.companyId === companyId),
    );
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
