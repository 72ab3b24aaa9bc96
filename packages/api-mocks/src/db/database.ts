import type {
  AuthId,
  ContentPlan,
  ContentSign,
  MfaDevice,
  SchedulerSign,
  SignManufacturer,
} from '@admin-hub/domain/entities';
import type { ActivityEntry } from '@admin-hub/domain/activity';
import type { ManufacturerSignupType, Role } from '@admin-hub/domain/roles';
import { seedDatabase } from './seedDatabase.ts';
import { SCALE_COMPANY } from './seedData.ts';
import { addLargeCompany } from './seedLargeCompany.ts';

export interface UserRecord {
  id: AuthId;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  companyId: number;
}

export interface CompanyRecord {
  id: number;
  name: string;
  signManufacturerId: number | null;
  manufacturerSignupType: ManufacturerSignupType;
  createdAt: string;
  isMfaEnabled: boolean;
}

/** A company's {product} account; companies without one answer 404 on the content API. */
export interface ContentAccountRecord {
  companyId: number;
  plan: ContentPlan;
  subscriberAuthId: AuthId | null;
  downloadCredits: number;
  requestCredits: number;
}

/** A message the server "sent"; tests assert on it instead of a mailbox. */
interface OutboxEntry {
  kind: 'invite' | 'passwordReset';
  userId: AuthId;
  email: string;
}

export interface Database {
  companies: Map<number, CompanyRecord>;
  /** Insertion order is the order users were created in. */
  users: Map<AuthId, UserRecord>;
  contentAccounts: Map<number, ContentAccountRecord>;
  schedulerSigns: Map<number, SchedulerSign>;
  contentSigns: Map<number, ContentSign>;
  signManufacturers: SignManufacturer[];
  mfaDevices: Map<AuthId, MfaDevice[]>;
  /** Scheduler sign ids granted to base users. */
  signPermissions: Map<AuthId, number[]>;
  /** Real caller -> the user they emulate. */
  emulation: Map<AuthId, AuthId>;
  outbox: OutboxEntry[];
  /** Every change the APIs were asked to make, oldest first (issue 36; empty after a reset). */
  activity: ActivityEntry[];
  /** Counters for ids of records created through the API. */
  sequences: { company: number; user: number; activity: number };
}

/** The seed the demo, Storybook and tests share, so everyone sees the same data. */
export const DEFAULT_SEED = 20_260_115;

let snapshot: Database | undefined;
let current: Database | undefined;
let withScaleCompany = false;

// Seeding once and cloning afterwards keeps a reset cheap enough to run before every test.
const seededSnapshot = (): Database => {
  if (!snapshot) {
    snapshot = seedDatabase(DEFAULT_SEED);
    if (withScaleCompany) addLargeCompany(snapshot, SCALE_COMPANY);
  }
  return snapshot;
};

/**
 * The demo server's database: the shared seed plus 'Globex Signage Network' and its 10,000
 * users. Stories and unit tests keep the shared seed alone (their data stays as it was, and the
 * clone before each of them stays cheap). Call it before the server answers anything: it
 * seeds at once, so the first request does not wait for it.
 */
export const includeScaleCompany = (): void => {
  withScaleCompany = true;
  snapshot = undefined;
  current = structuredClone(seededSnapshot());
};

/** The live database every handler reads and writes. */
export const getDatabase = (): Database => {
  current ??= structuredClone(seededSnapshot());
  return current;
};

/** Back to the seeded state: run before each story and test. */
export const resetDatabase = (): void => {
  current = structuredClone(seededSnapshot());
};
