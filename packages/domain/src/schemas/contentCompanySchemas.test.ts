import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { creditsSchema, subscriberSchema } from './contentCompanySchemas.ts';
import { validationErrors } from './validationErrors.testing.ts';

describe('creditsSchema', () => {
  const valid = { downloadCredits: 10, requestCredits: 2 };

  it('accepts whole credits, and zero request credits', async () => {
    expect(await validationErrors(creditsSchema, valid)).toEqual({});
    expect(await validationErrors(creditsSchema, { ...valid, requestCredits: 0 })).toEqual({});
  });

  it('reads the numbers a form field gives as text', async () => {
    expect(await creditsSchema.validate({ downloadCredits: '5', requestCredits: '0' })).toEqual({
      downloadCredits: 5,
      requestCredits: 0,
    });
  });

  it.each([
    ['empty', '', 'Download credits is required'],
    ['missing', undefined, 'Download credits is required'],
    ['zero', 0, 'Download credits must be a positive value'],
    ['negative', -3, 'Download credits must be a positive value'],
    ['fractional', 1.5, 'Download credits must be an integer'],
    ['not a number', 'ten', 'Download credits must be an integer'],
  ])('rejects %s download credits', async (_case, downloadCredits, message) => {
    expect(await validationErrors(creditsSchema, { ...valid, downloadCredits })).toEqual({
      downloadCredits: [message],
    });
  });

  it.each([
    ['empty', '', 'Request credits is required'],
    ['missing', undefined, 'Request credits is required'],
    ['negative', -1, 'Request credits must be 0 or greater'],
    ['fractional', 1.5, 'Request credits must be an integer'],
    ['not a number', 'two', 'Request credits must be an integer'],
  ])('rejects %s request credits', async (_case, requestCredits, message) => {
    expect(await validationErrors(creditsSchema, { ...valid, requestCredits })).toEqual({
      requestCredits: [message],
    });
  });

  it('gives each broken rule of a negative fraction', async () => {
    expect(
      await validationErrors(creditsSchema, { downloadCredits: -1.5, requestCredits: -0.5 }),
    ).toEqual({
      downloadCredits: [
        'Download credits must be an integer',
        'Download credits must be a positive value',
      ],
      requestCredits: [
        'Request credits must be an integer',
        'Request credits must be 0 or greater',
      ],
    });
  });
});

describe('creditsSchema limits', () => {
  // 1,000,000 written out, not read from CREDITS_MAX: a test that followed the constant would
  // pass whatever it became.
  it('takes the maximum, 1,000,000, also typed as text, and refuses one more', async () => {
    const max = { downloadCredits: 1_000_000, requestCredits: 1_000_000 };
    expect(await validationErrors(creditsSchema, max)).toEqual({});
    expect(
      await creditsSchema.validate({ downloadCredits: '1000000', requestCredits: '0' }),
    ).toEqual({
      downloadCredits: 1_000_000,
      requestCredits: 0,
    });
    expect(
      await validationErrors(creditsSchema, {
        downloadCredits: 1_000_001,
        requestCredits: 1_000_001,
      }),
    ).toEqual({
      downloadCredits: [MESSAGES.downloadCreditsMax],
      requestCredits: [MESSAGES.requestCreditsMax],
    });
  });

  it.each([1e308, 2 ** 53 + 2, Number.MAX_VALUE])(
    'refuses %d as above the maximum',
    async (credits) => {
      expect(
        await validationErrors(creditsSchema, { downloadCredits: credits, requestCredits: 0 }),
      ).toEqual({
        downloadCredits: [MESSAGES.downloadCreditsMax],
      });
    },
  );

  it('words the maximum the way the field shows it', () => {
    expect(MESSAGES.downloadCreditsMax).toBe('Download credits must be at most 1,000,000');
  });
});

describe('subscriberSchema', () => {
  it('accepts a chosen subscriber', async () => {
    expect(
      await validationErrors(subscriberSchema, { subscriberAuthId: 'auth0|acme-admin' }),
    ).toEqual({});
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('rejects a %s subscriber', async (_case, subscriberAuthId) => {
    expect(await validationErrors(subscriberSchema, { subscriberAuthId })).toEqual({
      subscriberAuthId: ['Subscriber is required'],
    });
  });
});
