import { describe, expect, it } from 'vitest';
import { mfaConfirmation } from './mfaConfirmation.ts';

describe('mfaConfirmation', () => {
  it('names the company and how many users MFA is enforced for', () => {
    expect(mfaConfirmation(true, 'Acme Signs', 9)).toEqual({
      title: 'Enable MFA',
      question:
        'Enforce multi-factor authentication for all 9 users of Acme Signs? Each of them will need an MFA device to sign in.',
    });
  });

  it('names the company and how many users stop needing MFA', () => {
    expect(mfaConfirmation(false, 'Acme Signs', 9)).toEqual({
      title: 'Disable MFA',
      question:
        'Stop enforcing multi-factor authentication for the 9 users of Acme Signs? They will be able to sign in without MFA.',
    });
  });

  it('speaks of one user in the singular', () => {
    expect(mfaConfirmation(true, 'Solo', 1).question).toBe(
      'Enforce multi-factor authentication for the 1 user of Solo? They will need an MFA device to sign in.',
    );
    expect(mfaConfirmation(false, 'Solo', 1).question).toBe(
      'Stop enforcing multi-factor authentication for the 1 user of Solo? They will be able to sign in without MFA.',
    );
  });

  it('gives no number while the count is still loading', () => {
    expect(mfaConfirmation(true, 'Acme Signs', undefined).question).toBe(
      'Enforce multi-factor authentication for all users of Acme Signs? Each of them will need an MFA device to sign in.',
    );
    expect(mfaConfirmation(false, 'Acme Signs', undefined).question).toBe(
      'Stop enforcing multi-factor authentication for the users of Acme Signs? They will be able to sign in without MFA.',
    );
  });
});
