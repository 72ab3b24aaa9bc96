import { mixed, number, object, type InferType } from 'yup';
import { COMPANY_NAME_MAX_LENGTH } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { MANUFACTURER_SIGNUP_TYPES, ManufacturerSignupType } from '../roles.ts';
import { maxCharacters, visibleString } from './visibleText.ts';

const companyShape = (nameRequiredMessage: string) => ({
  name: visibleString()
    .test(maxCharacters(COMPANY_NAME_MAX_LENGTH, MESSAGES.companyNameTooLong))
    .required(nameRequiredMessage),
  // An empty select means "no verified manufacturer".
  signManufacturerId: number()
    .transform((value: number, original: unknown) => (original === '' ? null : value))
    .integer(MESSAGES.invalidSignManufacturer)
    .nullable()
    .defined()
    .default(null)
    .typeError(MESSAGES.invalidSignManufacturer),
  manufacturerSignupType: mixed<ManufacturerSignupType>()
    .oneOf(MANUFACTURER_SIGNUP_TYPES, MESSAGES.unknownSignupType)
    .required(MESSAGES.unknownSignupType)
    .default(ManufacturerSignupType.Standard),
});

/** Edit company modal (spec §5). */
export const companySchema = object(companyShape(MESSAGES.companyNameRequired));
export type CompanyValues = InferType<typeof companySchema>;

/** Create New Company modal: same fields, its own message for an empty name (spec §5). */
export const createCompanySchema = object(companyShape(MESSAGES.createCompanyNameRequired));
export type CreateCompanyValues = InferType<typeof createCompanySchema>;
