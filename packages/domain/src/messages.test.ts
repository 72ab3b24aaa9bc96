import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

/**
 * The spec's exact strings (§1, §2, §5, §6), written out once. Every other test and story names a
 * message by its key, which says which rule answered but follows whatever the text became; this
 * holds the words themselves.
 */
describe('MESSAGES', () => {
  it('says what the spec quotes, word for word', () => {
    expect(MESSAGES).toMatchObject({
      cannotDeleteSelf: 'You cannot delete yourself',
      atLeastOneAdmin: 'There must be at least one admin user',
      adminCannotEditSuperAdmin: 'Admin role cannot edit super admin user',
      // The spec's 'cannnot', fixed (DEVELOPERS.md).
      userCannotEditRoles: 'User role cannot edit roles',
      superAdminCannotDeleteSuperAdmin: 'Super admin role cannot delete another super admin',
      adminCannotDeleteSuperAdmin: 'Admin role cannot delete super admin user',
      userCannotDeleteUsers: 'User role cannot delete users',
      fullSchedulerSignAccess: 'Admins and super admins have full access to all scheduler signs',
      invalidEmail: 'Invalid email',
      emailRequired: 'Email Required',
      chooseRole: 'Please choose a role',
      editEmailRequired: 'Email is required',
      invalidFirstName: 'Invalid First Name',
      invalidLastName: 'Invalid Last Name',
      invalidEmailLabel: 'Invalid Email',
      emailInUse: 'Email is already in use',
      errorCreatingUser: 'Error creating user',
      companyNameRequired: 'Name is required',
      createCompanyNameRequired: 'Enter your Company Name',
      downloadCreditsRequired: 'Download credits is required',
      downloadCreditsInteger: 'Download credits must be an integer',
      downloadCreditsPositive: 'Download credits must be a positive value',
      requestCreditsRequired: 'Request credits is required',
      requestCreditsInteger: 'Request credits must be an integer',
      requestCreditsMin: 'Request credits must be 0 or greater',
      subscriberRequired: 'Subscriber is required',
      contactToDeleteSign: 'Please contact {product} in order to delete a sign.',
      notAvailableOnMobile: 'Not available on mobile',
    });
  });

  it('names each limit with its number', () => {
    expect(MESSAGES).toMatchObject({
      emailTooLong: 'Email must be at most 254 characters',
      emailLocalPartTooLong: 'The part of the email before @ must be at most 64 characters',
      firstNameTooLong: 'First name must be at most 100 characters',
      lastNameTooLong: 'Last name must be at most 100 characters',
      companyNameTooLong: 'Company name must be at most 255 characters',
      downloadCreditsMax: 'Download credits must be at most 1,000,000',
      requestCreditsMax: 'Request credits must be at most 1,000,000',
      requestBodyTooLarge: 'The request is too large (at most 100 KB)',
    });
  });
});
