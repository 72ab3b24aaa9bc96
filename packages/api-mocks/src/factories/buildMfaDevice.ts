import type { MfaDevice } from '@admin-hub/domain/entities';

/** A confirmed authenticator app; override `status` for the warning badge. */
export const buildMfaDevice = (overrides: Partial<MfaDevice> = {}): MfaDevice => ({
  id: 'dev_fixture_totp',
  auth_method: 'totp',
  status: 'confirmed',
  enrolled_at: '2025-06-02T09:30:00.000Z',
  ...overrides,
});
