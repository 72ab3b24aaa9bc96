import { HttpResponse } from 'msw';
import { AUTH_HOST } from '../config.ts';
import type { EndpointId } from '../endpoints.ts';
import { findUserInScope, requireCapability, requireManager } from './access.ts';
import { notFound } from './apiError.ts';
import type { Resolver } from './apiRequest.ts';

const noContent = () => new HttpResponse(null, { status: 204 });

/** FNV-1a: a stable ticket per user, so a story or test can predict the link. */
const ticketFor = (userId: string): string => {
  let hash = 0x811c9dc5;
  for (const char of userId) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}${encodeURIComponent(userId).length.toString(16)}`;
};

export const passwordResetLink = (userId: string): string =>
  `${AUTH_HOST}/reset?ticket=${ticketFor(userId)}`;

export const userActionResolvers = {
  'POST /users/:id/password-reset-link': ({ db, caller, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    requireCapability(caller, 'createResetLinks');
    return HttpResponse.json({ passwordResetLink: passwordResetLink(target.id) });
  },

  'POST /users/:id/send-invite-email': ({ db, caller, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    requireManager(caller);
    db.outbox.push({ kind: 'invite', userId: target.id, email: target.email });
    return noContent();
  },

  'POST /users/:id/send-password-reset-email': ({ db, caller, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    requireManager(caller);
    db.outbox.push({ kind: 'passwordReset', userId: target.id, email: target.email });
    return noContent();
  },

  // Emulation is decided on the signed-in user: a super admin emulating an admin may switch.
  'POST /users/:id/set-emulate': ({ db, realCaller, params, activity }) => {
    const target = findUserInScope(db, realCaller, params.id ?? '');
    activity.user(target);
    requireCapability(realCaller, 'emulateUsers');
    if (target.id === realCaller.id) db.emulation.delete(realCaller.id);
    else db.emulation.set(realCaller.id, target.id);
    return noContent();
  },

  'POST /users/clear-emulate': ({ db, realCaller, activity }) => {
    // The entry is about whom the caller stops emulating (none: a call that changed nothing).
    const emulated = db.users.get(db.emulation.get(realCaller.id) ?? '');
    if (emulated) activity.user(emulated);
    db.emulation.delete(realCaller.id);
    return noContent();
  },

  'GET /users/:id/mfa-devices': ({ db, caller, params }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    if (target.id !== caller.id) requireManager(caller);
    return HttpResponse.json(db.mfaDevices.get(target.id) ?? []);
  },

  'DELETE /users/:id/mfa-devices/:deviceId': ({ db, caller, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    requireManager(caller);
    const devices = db.mfaDevices.get(target.id) ?? [];
    const device = devices.find(({ id }) => id === params.deviceId);
    if (!device) throw notFound();
    activity.target(device.auth_method);
    const remaining = devices.filter(({ id }) => id !== device.id);
    db.mfaDevices.set(target.id, remaining);
    return noContent();
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
