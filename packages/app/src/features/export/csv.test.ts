import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { COMPANY_COLUMNS } from './companyColumns.ts';
import { CSV_ROWS_PER_TASK, csvFileName, csvText } from './csv.ts';
import type { CsvColumns } from './csv.ts';
import { USER_COLUMNS } from './userColumns.ts';

describe('csvText', () => {
  it('writes a header row and the users’ columns, UTF-8 with a byte-order mark, CRLF', async () => {
    const text = await csvText(USER_COLUMNS, [
      buildUser({ firstName: 'Zoë', lastName: 'Fairbanks', email: 'zoe@acme.example' }),
      buildUser({
        firstName: null,
        lastName: null,
        email: 'new.hire@acme.example',
        role: Role.Admin,
      }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'First name,Last name,Email,Role,Company,Status',
      'Zoë,Fairbanks,zoe@acme.example,User,Acme Signs,Active',
      ',,new.hire@acme.example,Admin,Acme Signs,Invited',
      '',
    ]);
  });

  it('quotes a long list a part per task, into the same text as in one go', async () => {
    const rows = Array.from(
      { length: 2 * CSV_ROWS_PER_TASK + 7 },
      (_, index) => `=row ${index}, "x"`,
    );
    const columns: CsvColumns<string> = [['Cell', (cell) => cell]];
    const { default: Papa } = await import('papaparse');
    const inOneGo = Papa.unparse(
      { fields: ['Cell'], data: rows.map((row) => [row]) },
      { escapeFormulae: true, newline: '\r\n' },
    );
    expect(await csvText(columns, rows)).toBe(`\uFEFF${inOneGo}\r\n`);
  });

  it('quotes as RFC 4180 says: commas, quotes and line breaks', async () => {
    const text = await csvText(COMPANY_COLUMNS, [
      buildCompany({
        id: 7,
        name: 'Signs, "Screens"\nand more',
        createdAt: '2025-03-04T09:30:00.000Z',
        users: [],
      }),
    ]);
    expect(text.slice(1)).toBe(
      'Name,ID,Date created,Number of users\r\n"Signs, ""Screens""\nand more",7,2025-03-04,0\r\n',
    );
  });

  it('neutralises formula injection with a leading apostrophe (OWASP)', async () => {
    const cells = [
      '=HYPERLINK("http://evil.example")',
      '+1',
      '-2',
      '@SUM(A1)',
      '\tTab',
      '\rReturn',
    ];
    const text = await csvText([['Cell', (cell: string) => cell]], cells);
    // Each neutralised cell is also quoted (papaparse quotes what it escapes).
    expect(text.slice(1).split('\r\n')).toEqual([
      'Cell',
      '"\'=HYPERLINK(""http://evil.example"")"',
      '"\'+1"',
      '"\'-2"',
      '"\'@SUM(A1)"',
      '"\'\tTab"',
      '"\'\rReturn"',
      '',
    ]);
    // A name that merely contains one of them is left alone.
    expect(await csvText([['Cell', (cell: string) => cell]], ['Anne-Marie'])).toContain(
      'Anne-Marie\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('names the list and the local date', () => {
    expect(csvFileName('Users', new Date(2026, 0, 15, 23, 30))).toBe('users-2026-01-15.csv');
    expect(csvFileName('Société Générale Écrans users', new Date(2026, 10, 5))).toBe(
      'societe-generale-ecrans-users-2026-11-05.csv',
    );
  });
});
