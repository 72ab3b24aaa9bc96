import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { companySchema, createCompanySchema } from './companySchemas.ts';
import { validationErrors } from './validationErrors.testing.ts';

const valid = { name: 'Acme Signs', signManufacturerId: 3, manufacturerSignupType: 'nextled' };

describe.each([
  ['companySchema', companySchema, 'Name is required'],
  ['createCompanySchema', createCompanySchema, 'Enter your Company Name'],
])('%s', (_name, schema, nameRequired) => {
  it('accepts a valid company', async () => {
    expect(await validationErrors(schema, valid)).toEqual({});
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['zero-width', '\u200B\u200C\u200D\uFEFF\u2060'],
    ['control-character', '\u0000\u001B'],
    ['direction-override', '\u202A\u202E\u2066\u2069'],
  ])(`rejects a %s name with '${nameRequired}'`, async (_case, name) => {
    expect(await validationErrors(schema, { ...valid, name })).toEqual({ name: [nameRequired] });
  });

  // 255 written out, not read from COMPANY_NAME_MAX_LENGTH: a test that followed the constant
  // would pass whatever it became.
  it('takes a name of 255 characters and refuses one character more', async () => {
    const atLimit = '🪧'.repeat(255);
    expect(await validationErrors(schema, { ...valid, name: atLimit })).toEqual({});
    expect(await validationErrors(schema, { ...valid, name: `${atLimit}x` })).toEqual({
      name: [MESSAGES.companyNameTooLong],
    });
  });

  it('stores the visible name', async () => {
    expect(await schema.validate({ ...valid, name: ' \u202EAcme\u200B Signs ' })).toMatchObject({
      name: 'Acme Signs',
    });
  });

  it('takes an empty manufacturer select as no manufacturer', async () => {
    expect(await schema.validate({ ...valid, signManufacturerId: '' })).toMatchObject({
      signManufacturerId: null,
    });
  });

  it('defaults to no manufacturer and the Standard signup type', () => {
    expect(schema.getDefault()).toMatchObject({
      signManufacturerId: null,
      manufacturerSignupType: 'standard',
    });
  });

  it('rejects a malformed manufacturer and an unknown signup type', async () => {
    expect(
      await validationErrors(schema, {
        ...valid,
        signManufacturerId: 'acme',
        manufacturerSignupType: 'premium',
      }),
    ).toEqual({
      signManufacturerId: ['Please choose a sign manufacturer from the list'],
      manufacturerSignupType: ['Please choose a known signup type'],
    });
  });
});
