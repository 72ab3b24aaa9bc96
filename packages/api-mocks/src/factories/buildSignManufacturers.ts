import type { SignManufacturer } from '@admin-hub/domain/entities';
import { SIGN_MANUFACTURER_NAMES } from '../db/seedData.ts';

/** The seeded list of GET /sign-manufacturers (ids from 1), or its first `count` entries. */
export const buildSignManufacturers = (
  count: number = SIGN_MANUFACTURER_NAMES.length,
): SignManufacturer[] =>
  SIGN_MANUFACTURER_NAMES.slice(0, count).map((name, index) => ({ id: index + 1, name }));
