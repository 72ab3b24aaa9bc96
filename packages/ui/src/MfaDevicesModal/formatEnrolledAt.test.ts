import { describe, expect, it } from 'vitest';
import { formatEnrolledAt } from './formatEnrolledAt.ts';
import { mfaMethodLabel } from './mfaMethodLabel.ts';

const inZone = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });

describe('formatEnrolledAt', () => {
  it('writes the date and time in full with the zone', () => {
    expect(formatEnrolledAt('2026-01-15T10:00:00.000Z', inZone('UTC'))).toBe(
      'January 15, 2026 at 10:00 AM UTC',
    );
  });

  it('shows the instant in the given zone, which can change the day', () => {
    expect(formatEnrolledAt('2025-11-20T16:45:00.000Z', inZone('Asia/Tokyo'))).toBe(
      'November 21, 2025 at 1:45 AM GMT+9',
    );
  });

  it('keeps a value that is no date as it came', () => {
    expect(formatEnrolledAt('not a date')).toBe('not a date');
  });
});

describe('mfaMethodLabel', () => {
  it('names known methods and keeps unknown ones', () => {
    expect(mfaMethodLabel('totp')).toBe('Authenticator app');
    expect(mfaMethodLabel('webauthn-roaming')).toBe('Security key');
    expect(mfaMethodLabel('carrier-pigeon')).toBe('carrier-pigeon');
    expect(mfaMethodLabel('toString')).toBe('toString');
  });
});
