import { creditsSchema, subscriberSchema } from '@admin-hub/domain/schemas/contentCompanySchemas';
import { HttpResponse } from 'msw';
import type { Database } from '../db/database.ts';
import { toContentCompany } from '../db/views.ts';
import type { EndpointId } from '../endpoints.ts';
import { requireCapability, requireCompanyAccess, requireCompanyScope } from './access.ts';
import { fieldError, notFound, pathId, readJson, validate } from './apiError.ts';
import { fieldChanges } from './activityRecorder.ts';
import type { Resolver } from './apiRequest.ts';
import { requireIfMatch, withEntityTag } from './ifMatch.ts';

const SUBSCRIBER_NOT_IN_COMPANY = 'Subscriber must be a user of the company';

/** A company without a {product} account is a 404 here; the app reads that as "no account". */
const findAccount = (db: Database, companyId: number) => {
  const account = db.contentAccounts.get(companyId);
  if (!account) throw notFound();
  return account;
};

const subscriberEmail = (db: Database, authId: string | null): string | null =>
  (authId && db.users.get(authId)?.email) ?? null;

export const contentResolvers = {
  'content:GET /company/:id': ({ db, caller, params }) => {
    const id = pathId(params.id);
    requireCompanyAccess(caller, id, 'member');
    return withEntityTag(toContentCompany(db, findAccount(db, id)));
  },

  'content:PUT /company/:id/credits': async ({ db, caller, params, request, activity }) => {
    const id = pathId(params.id);
    requireCompanyScope(caller, id);
    activity.company(id);
    requireCapability(caller, 'editCredits');
    const account = findAccount(db, id);
    const values = await validate(creditsSchema, await readJson(request));
    requireIfMatch(request, toContentCompany(db, account));
    const before = { ...account };
    account.downloadCredits = values.downloadCredits;
    account.requestCredits = values.requestCredits;
    activity.changes(fieldChanges(before, account, ['downloadCredits', 'requestCredits']));
    return HttpResponse.json(toContentCompany(db, account));
  },

  'content:PUT /company/:id/subscriber-user': async ({ db, caller, params, request, activity }) => {
    const id = pathId(params.id);
    requireCompanyScope(caller, id);
    activity.company(id);
    requireCapability(caller, 'editSubscriber');
    const account = findAccount(db, id);
    const { subscriberAuthId } = await validate(subscriberSchema, await readJson(request));
    if (db.users.get(subscriberAuthId)?.companyId !== id) {
      throw fieldError('subscriberAuthId', 'exists', SUBSCRIBER_NOT_IN_COMPANY);
    }
    requireIfMatch(request, toContentCompany(db, account));
    // By e-mail, as the hub names a subscriber (and as their id would not say).
    const before = { subscriber: subscriberEmail(db, account.subscriberAuthId) };
    account.subscriberAuthId = subscriberAuthId;
    const after = { subscriber: subscriberEmail(db, subscriberAuthId) };
    activity.changes(fieldChanges(before, after, ['subscriber']));
    return HttpResponse.json(toContentCompany(db, account));
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
