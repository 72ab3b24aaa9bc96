import { describe, expect, it } from 'vitest';
import { buildActivityEntry } from '@admin-hub/api-mocks';
import { ACTIVITY_COLUMNS } from './activityColumns.ts';
import { csvText } from './csv.ts';

describe('ACTIVITY_COLUMNS', () => {
  it('writes who, as whom, what and each field before and after, and a refusal with its status', async () => {
    const text = await csvText(ACTIVITY_COLUMNS, [
      buildActivityEntry({
        actor: { id: 'auth0|superadmin', email: 'superadmin@example.com' },
        emulating: { id: 'auth0|acme-admin', email: 'admin@acme.example' },
        changes: [
          { field: 'lastName', before: 'Dubois', after: 'Dubois-Martin' },
          { field: 'role', before: 'user', after: 'admin' },
        ],
      }),
      buildActivityEntry({
        id: 2,
        kind: 'sign.deleted',
        user: null,
        target: 'Lobby Display',
        changes: [],
        ok: false,
        status: 403,
      }),
    ]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'When,Kind,Actor,Emulating,Company,User,Target,Changes,Outcome',
      '2026-01-15T09:00:00.000Z,User edited,superadmin@example.com,admin@acme.example,Acme Signs,user@acme.example,,"Last name: ""Dubois"" → ""Dubois-Martin""; Role: User → Admin",Accepted',
      '2026-01-15T09:00:00.000Z,Sign deleted,admin@acme.example,,Acme Signs,,Lobby Display,,Refused (403)',
      '',
    ]);
  });
});
