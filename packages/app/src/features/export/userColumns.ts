import { isInvited } from '@admin-hub/domain/isInvited';
import { ROLE_LABELS } from '@admin-hub/domain/roles';
import type { User } from '@admin-hub/domain/entities';
import type { CsvColumns } from './csv.ts';

/** Issue 17 item 3: first name, last name, email, role, company, invited or active. */
export const USER_COLUMNS: CsvColumns<User> = [
  ['First name', (user) => user.firstName ?? ''],
  ['Last name', (user) => user.lastName ?? ''],
  ['Email', (user) => user.email],
  ['Role', (user) => ROLE_LABELS[user.role]],
  ['Company', (user) => user.company.name],
  ['Status', (user) => (isInvited(user) ? 'Invited' : 'Active')],
];
