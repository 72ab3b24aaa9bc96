import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { creditsSchema } from './contentCompanySchemas.ts';
import { createCompanySchema } from './companySchemas.ts';
import { createUserRequestSchema, signPermissionsRequestSchema } from './requestSchemas.ts';
import { editUserSchema } from './userSchemas.ts';
import { validateRequest } from './validateRequest.ts';
import { validationErrors } from './validationErrors.testing.ts';

/** Like `validationErrors`, for the strict request side. */
const requestErrors = (schema: Parameters<typeof validateRequest>[0], body: unknown) =>
  validationErrors({ validate: (value: unknown) => validateRequest(schema, value) }, body);

describe('validateRequest: one schema, two readings', () => {
  it('lets a form turn its input text into numbers, and refuses text in a request', async () => {
    const typed = { downloadCredits: '12', requestCredits: '0' };
    expect(await creditsSchema.validate(typed)).toEqual({ downloadCredits: 12, requestCredits: 0 });
    expect(await requestErrors(creditsSchema, typed)).toEqual({
      downloadCredits: [MESSAGES.downloadCreditsInteger],
      requestCredits: [MESSAGES.requestCreditsInteger],
    });
    expect(
      await validateRequest(creditsSchema, { downloadCredits: 12, requestCredits: 0 }),
    ).toEqual({
      downloadCredits: 12,
      requestCredits: 0,
    });
  });

  it('keeps every limit and message of the form', async () => {
    expect(
      await requestErrors(creditsSchema, { downloadCredits: 0, requestCredits: 1_000_001 }),
    ).toEqual({
      downloadCredits: [MESSAGES.downloadCreditsPositive],
      requestCredits: [MESSAGES.requestCreditsMax],
    });
  });

  it.each([123, true, ['Ada'], { toString: 'Ada' }])(
    'refuses a name %j where the form would cast',
    async (name) => {
      expect(
        await requestErrors(editUserSchema, {
          firstName: name,
          lastName: null,
          email: 'a@b.example',
          role: 'user',
        }),
      ).toEqual({
        firstName: [MESSAGES.invalidFirstName],
      });
    },
  );

  it('still cleans text of the right type', async () => {
    const values = await validateRequest(createCompanySchema, { name: '  \u202EAcme\u200B  ' });
    expect(values.name).toBe('Acme');
  });

  it('checks each item of a list', async () => {
    expect(await requestErrors(signPermissionsRequestSchema, { signIds: [1, '2', 2.5] })).toEqual({
      'signIds[1]': [MESSAGES.invalidSignIds],
      'signIds[2]': [MESSAGES.invalidSignIds],
    });
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [null, [], 'name', 5]) {
      await expect(validateRequest(createCompanySchema, body)).rejects.toThrow();
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'ignores a member named %s instead of crashing',
    async (key) => {
      const body = JSON.parse(
        `{"${key}":{"name":"x"},"companyId":1,"email":"a@b.example"}`,
      ) as unknown;
      expect(await validateRequest(createUserRequestSchema, body)).toEqual({
        companyId: 1,
        email: 'a@b.example',
        role: 'user',
        sendInviteEmail: true,
      });
    },
  );

  it('reads only own members, never inherited ones', async () => {
    const body = Object.create({ name: 'Inherited' }) as object;
    expect(await requestErrors(createCompanySchema, body)).toEqual({
      name: [MESSAGES.createCompanyNameRequired],
    });
  });
});
