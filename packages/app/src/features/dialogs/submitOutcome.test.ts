import { describe, expect, it, vi } from 'vitest';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import { failureText } from '../../notifications/toastMessages.ts';
import { submitOutcome } from './submitOutcome.ts';

const updateUserFailure = (error: unknown) =>
  failureText('updateUser', error, DEMO_CONFIG.productName);

describe('submitOutcome', () => {
  it('runs onDone after a success and leaves the form nothing to show', async () => {
    const onDone = vi.fn();
    await expect(
      submitOutcome({ ok: true, data: 7 }, onDone, updateUserFailure),
    ).resolves.toBeUndefined();
    expect(onDone).toHaveBeenCalledWith(7);
  });

  it('says a failure no field is to blame for in its error toast’s words', async () => {
    const onDone = vi.fn();
    const serverError = { status: 500, data: { message: 'Internal Server Error' } };
    await expect(
      submitOutcome({ ok: false, error: serverError }, onDone, updateUserFailure),
    ).resolves.toEqual({ error: 'Error updating user' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts a 422’s errors on their fields, with no message beside Save', async () => {
    const rejected = {
      status: 422,
      data: {
        message: 'Validation failed',
        errors: [{ field: 'email', rule: 'unique', message: 'taken' }],
      },
    };
    await expect(
      submitOutcome({ ok: false, error: rejected }, vi.fn(), updateUserFailure),
    ).resolves.toEqual({ fieldErrors: { email: 'Email is already in use' } });
  });

  it('says nothing for an ended session: its prompt says it', async () => {
    await expect(
      submitOutcome({ ok: false, error: { status: 401 } }, vi.fn(), updateUserFailure),
    ).resolves.toBeUndefined();
  });
});
