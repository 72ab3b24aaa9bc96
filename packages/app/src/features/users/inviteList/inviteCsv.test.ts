import { describe, expect, it } from 'vitest';
import { Role } from '@admin-hub/domain/roles';
import { CSV_NO_EMAIL_COLUMN, inviteCsvEntries } from './inviteCsv.ts';

describe('inviteCsvEntries', () => {
  it('reads the email column and the optional role, any header case, blank rows dropped', async () => {
    const text =
      'Name,EMAIL,Role\r\nAnn,ann@x.example,Admin\r\n\r\nBob,bob@x.example,\r\nCy,cy@x.example,boss\r\n';
    await expect(inviteCsvEntries(text)).resolves.toEqual({
      entries: [
        { email: 'ann@x.example', role: Role.Admin },
        { email: 'bob@x.example' },
        { email: 'cy@x.example', role: null },
      ],
    });
  });

  it('says so when no column is named email', async () => {
    await expect(inviteCsvEntries('mail\na@x.example\n')).resolves.toEqual({
      error: CSV_NO_EMAIL_COLUMN,
    });
  });
});
