import { http, HttpResponse } from 'msw';
import {
  DEFAULT_API_URLS,
  buildActivityEntry,
  buildPaged,
  endpointUrl,
} from '@admin-hub/api-mocks';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '@admin-hub/domain/activity';

const SUPER_ADMIN = { id: 'auth0|superadmin', email: 'superadmin@example.com' };
const ACME_ADMIN = { id: 'auth0|acme-admin', email: 'admin@acme.example' };

/**
 * A small record for the Activity stories, newest first: Acme's admin edited the base user's last
 * name, the super admin topped up Acme's credits, then changed a role while emulating Acme's
 * admin, and Acme's admin was refused a super admin's deletion.
 */
export const ACTIVITY_FIXTURE: readonly ActivityEntry[] = [
  buildActivityEntry(),
  buildActivityEntry({
    id: 2,
    at: '2026-01-15T08:30:00.000Z',
    actor: SUPER_ADMIN,
    kind: 'company.creditsUpdated',
    user: null,
    changes: [{ field: 'downloadCredits', before: 100, after: 1500 }],
  }),
  buildActivityEntry({
    id: 3,
    at: '2026-01-14T16:45:00.000Z',
    actor: SUPER_ADMIN,
    emulating: ACME_ADMIN,
    changes: [{ field: 'role', before: 'user', after: 'admin' }],
  }),
  buildActivityEntry({
    id: 4,
    at: '2026-01-14T12:05:00.000Z',
    kind: 'user.deleted',
    companyId: null,
    companyName: null,
    user: SUPER_ADMIN,
    changes: [],
    ok: false,
    status: 403,
  }),
];

/**
 * `GET /activity` answered from `entries` with the filters of the request (company, user, actor,
 * kind; the period is left to the real mock), a page at a time: a story's record, whatever the
 * seeded database holds.
 */
export const activityFeedHandler = (entries: readonly ActivityEntry[] = ACTIVITY_FIXTURE) =>
  http.get(endpointUrl('GET /activity', DEFAULT_API_URLS), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const matches = entries.filter(
      (entry) =>
        (!query.has('companyId') || String(entry.companyId) === query.get('companyId')) &&
        (!query.has('userId') || entry.user?.id === query.get('userId')) &&
        (!query.has('actorId') || entry.actor.id === query.get('actorId')) &&
        (!query.has('kind') || entry.kind === query.get('kind')),
    );
    return HttpResponse.json(
      buildPaged(matches, {
        page: Number(query.get('page') ?? 1),
        perPage: ACTIVITY_PAGE_SIZE,
        baseUrl: request.url.split('?')[0],
      }),
    );
  });
