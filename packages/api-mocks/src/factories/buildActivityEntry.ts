import type { ActivityEntry } from '@admin-hub/domain/activity';

/**
 * Not in the spec (issue 36): an entry of the activity record, at a fixed time (the seed's day
 * before its reference date) so a story's picture does not move: admin@acme.example changed
 * user@acme.example's last name. Override what a state needs (`kind`, `emulating`, `ok` …).
 */
export const buildActivityEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  at: '2026-01-14T09:30:00.000Z',
  actor: { id: 'auth0|acme-admin', email: 'admin@acme.example' },
  emulating: null,
  kind: 'user.updated',
  companyId: 1,
  companyName: 'Acme Signs',
  user: { id: 'auth0|acme-user', email: 'user@acme.example' },
  target: null,
  changes: [{ field: 'lastName', before: 'Lee', after: 'Lee-Park' }],
  ok: true,
  status: 200,
  ...overrides,
});
