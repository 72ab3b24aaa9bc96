import type { Company } from '@admin-hub/domain/entities';
import type { CsvColumns } from './csv.ts';

/** Name, id, date created (the day, as ISO 8601), number of users. */
export const COMPANY_COLUMNS: CsvColumns<Company> = [
  ['Name', (company) => company.name],
  ['ID', (company) => String(company.id)],
  ['Date created', (company) => company.createdAt.slice(0, 10)],
  ['Number of users', (company) => String(company.users.length)],
];
