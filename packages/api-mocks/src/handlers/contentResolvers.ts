import { creditsSchema, subscriberSchema } from '@admin-hub/domain/schemas/contentCompanySchemas';
import { HttpResponse } from 'msw';
import type { Database } from '../db/database.ts';
import { toContentCompany } from '../db/views.ts';
import type { EndpointId } from '../endpoints.ts';
import { requireCapability, requireCompanyAccess, requireCompanyScope } from './access.ts';
import { fieldError, notFound, pathId, readJson, validate } from './apiError.ts';
import type { Resolver } from './apiRequest.ts';

const SUBSCRIBER_NOT_IN_COMPANY = 'Subscriber must be a user of the company';

/** A company without a {product} account is a 404 here; the app reads that as "no account". */
const findAccount = (db: Database, companyId: number) => {
  const account = db.contentAccounts.get(companyId);
  if (!account) throw notFound();
  return account;
};

export const contentResolvers = {
  'content:GET /company/:id': ({ db, caller, params }) => {
    const id = pathId(params.id);
    requireCompanyAccess(caller, id, 'member');
    return HttpResponse.json(toContentCompany(db, findAccount(db, id)));
  },

  'content:PUT /company/:id/credits': async ({ db, caller, params, request }) => {
    const id = pathId(params.id);
    requireCompanyScope(caller, id);
    requireCapability(caller, 'editCredits');
    const account = findAccount(db, id);
    const values = await validate(creditsSchema, await readJson(request));
    account.downloadCredits = values.downloadCredits;
    account.requestCredits = values.requestCredits;
    return HttpResponse.json(toContentCompany(db, account));
  },

  'content:PUT /company/:id/subscriber-user': async ({ db, caller, params, request }) => {
    const id = pathId(params.id);
    requireCompanyScope(caller, id);
    requireCapability(caller, 'editSubscriber');
    const account = findAccount(db, id);
    const { subscriberAuthId } = await validate(subscriberSchema, await readJson(request));
    if (db.users.get(subscriberAuthId)?.companyId !== id) {
      throw fieldError('subscriberAuthId', 'exists', SUBSCRIBER_NOT_IN_COMPANY);
    }
    account.subscriberAuthId = subscriberAuthId;
    return HttpResponse.json(toContentCompany(db, account));
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
