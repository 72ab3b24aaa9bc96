import type { ActivityKind } from '@admin-hub/domain/activity';
import type { ApiUrls } from './config.ts';

export type Api = keyof ApiUrls;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a call answers, so a scenario such as 'empty' knows what "nothing" looks like. */
type ResponseKind = 'paged' | 'list' | 'item' | 'none';

export interface Endpoint {
  api: Api;
  method: HttpMethod;
  /** Path below the API's base URL, in MSW's `:param` syntax. */
  path: string;
  kind: ResponseKind;
  /** A writing call: the kind of the entry it adds to the activity record (issue 36). */
  activity?: ActivityKind;
  /** Not in spec §7: a call the mock API proposes (issue 36), documented as such. */
  proposed?: true;
}

/**
 * Every call of spec §7, the one source the handlers and scenarios are built from.
 * Main-API ids are unprefixed; the others carry their API's name.
 */
export const ENDPOINTS = {
  'GET /users/me': { api: 'main', method: 'GET', path: '/users/me', kind: 'item' },
  'POST /users': {
    api: 'main',
    method: 'POST',
    path: '/users',
    kind: 'item',
    activity: 'user.created',
  },
  'GET /users': { api: 'main', method: 'GET', path: '/users', kind: 'paged' },
  'PUT /users/:id': {
    api: 'main',
    method: 'PUT',
    path: '/users/:id',
    kind: 'item',
    activity: 'user.updated',
  },
  'DELETE /users/:id': {
    api: 'main',
    method: 'DELETE',
    path: '/users/:id',
    kind: 'none',
    activity: 'user.deleted',
  },
  'POST /users/:id/password-reset-link': {
    api: 'main',
    method: 'POST',
    path: '/users/:id/password-reset-link',
    kind: 'item',
    activity: 'user.passwordResetLinkCreated',
  },
  'POST /users/:id/send-invite-email': {
    api: 'main',
    method: 'POST',
    path: '/users/:id/send-invite-email',
    kind: 'none',
    activity: 'user.inviteEmailSent',
  },
  'POST /users/:id/send-password-reset-email': {
    api: 'main',
    method: 'POST',
    path: '/users/:id/send-password-reset-email',
    kind: 'none',
    activity: 'user.passwordResetEmailSent',
  },
  'POST /users/:id/set-emulate': {
    api: 'main',
    method: 'POST',
    path: '/users/:id/set-emulate',
    kind: 'none',
    activity: 'emulation.started',
  },
  'POST /users/clear-emulate': {
    api: 'main',
    method: 'POST',
    path: '/users/clear-emulate',
    kind: 'none',
    activity: 'emulation.ended',
  },
  'GET /users/:id/mfa-devices': {
    api: 'main',
    method: 'GET',
    path: '/users/:id/mfa-devices',
    kind: 'list',
  },
  'DELETE /users/:id/mfa-devices/:deviceId': {
    api: 'main',
    method: 'DELETE',
    path: '/users/:id/mfa-devices/:deviceId',
    kind: 'none',
    activity: 'user.mfaDeviceDeleted',
  },
  'POST /companies': {
    api: 'main',
    method: 'POST',
    path: '/companies',
    kind: 'item',
    activity: 'company.created',
  },
  'GET /companies': { api: 'main', method: 'GET', path: '/companies', kind: 'paged' },
  'GET /companies/:id': { api: 'main', method: 'GET', path: '/companies/:id', kind: 'item' },
  'PUT /companies/:id': {
    api: 'main',
    method: 'PUT',
    path: '/companies/:id',
    kind: 'item',
    activity: 'company.updated',
  },
  'DELETE /companies/:id': {
    api: 'main',
    method: 'DELETE',
    path: '/companies/:id',
    kind: 'none',
    activity: 'company.deleted',
  },
  'PUT /companies/:id/mfa-status': {
    api: 'main',
    method: 'PUT',
    path: '/companies/:id/mfa-status',
    kind: 'item',
    activity: 'company.mfaChanged',
  },
  'GET /sign-manufacturers': {
    api: 'main',
    method: 'GET',
    path: '/sign-manufacturers',
    kind: 'list',
  },
  'GET /admin/company-signs/:companyId': {
    api: 'main',
    method: 'GET',
    path: '/admin/company-signs/:companyId',
    kind: 'list',
  },
  'GET /activity': {
    api: 'main',
    method: 'GET',
    path: '/activity',
    kind: 'paged',
    proposed: true,
  },
  'content:GET /company/:id': { api: 'content', method: 'GET', path: '/company/:id', kind: 'item' },
  'content:PUT /company/:id/credits': {
    api: 'content',
    method: 'PUT',
    path: '/company/:id/credits',
    kind: 'item',
    activity: 'company.creditsUpdated',
  },
  'content:PUT /company/:id/subscriber-user': {
    api: 'content',
    method: 'PUT',
    path: '/company/:id/subscriber-user',
    kind: 'item',
    activity: 'company.subscriberUpdated',
  },
  'scheduler:GET /signs': { api: 'scheduler', method: 'GET', path: '/signs', kind: 'list' },
  'scheduler:DELETE /signs/:id': {
    api: 'scheduler',
    method: 'DELETE',
    path: '/signs/:id',
    kind: 'none',
    activity: 'sign.deleted',
  },
  'scheduler:GET /users/:userId/signs/permissions': {
    api: 'scheduler',
    method: 'GET',
    path: '/users/:userId/signs/permissions',
    kind: 'list',
  },
  'scheduler:PUT /users/:userId/signs/permissions': {
    api: 'scheduler',
    method: 'PUT',
    path: '/users/:userId/signs/permissions',
    kind: 'list',
    activity: 'user.signPermissionsUpdated',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;

export const ENDPOINT_IDS = Object.keys(ENDPOINTS) as EndpointId[];

/** The absolute URL pattern MSW matches for an endpoint. */
export const endpointUrl = (id: EndpointId, urls: ApiUrls): string => {
  const endpoint: Endpoint = ENDPOINTS[id];
  return `${urls[endpoint.api].replace(/\/$/, '')}${endpoint.path}`;
};
