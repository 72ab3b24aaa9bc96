import type { Company, User } from './entities.ts';
import { Role } from './roles.ts';

/** Emulating a company emulates its first admin, else its first user (spec §4); null if it has none. */
export const emulationTarget = (company: Pick<Company, 'users'>): User | null =>
  company.users.find((user) => user.role === Role.Admin) ?? company.users[0] ?? null;
