import {
  COMPANY_NAME_MAX_LENGTH,
  CREDITS_MAX,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  REQUEST_BODY_MAX_BYTES,
} from './limits.ts';
import { formatCount } from './formatCount.ts';

/**
 * Rule and validation messages shared by the UI, the yup schemas and the mock servers, so a
 * message is written once and a server-side 403 shows the same words the UI would.
 * Exact strings of spec §5, §6 and §8 (the spec's typo 'cannnot' is fixed to 'cannot').
 */
export const MESSAGES = {
  // §6 permission rules
  cannotDeleteSelf: 'You cannot delete yourself',
  atLeastOneAdmin: 'There must be at least one admin user',
  adminCannotEditSuperAdmin: 'Admin role cannot edit super admin user',
  userCannotEditRoles: 'User role cannot edit roles',
  superAdminCannotDeleteSuperAdmin: 'Super admin role cannot delete another super admin',
  adminCannotDeleteSuperAdmin: 'Admin role cannot delete super admin user',
  userCannotDeleteUsers: 'User role cannot delete users',
  /** Not in the spec: the role options never offer it, so only a forged request meets this. */
  superAdminRoleNotGrantable: 'Super admin role cannot be granted',
  /** Not in the spec: emulating yourself would change nothing. */
  cannotEmulateSelf: 'You cannot emulate yourself',
  /** Not in the spec: said before Save, since the spec's rule (§4) changes the badge silently. */
  namesEmptiedShowsInvited: 'Without a first and last name, this user will show as Invited.',
  /** Spec §6: admins and super admins need no per-sign permissions. */
  fullSchedulerSignAccess: 'Admins and super admins have full access to all scheduler signs',

  // §5 invite user
  invalidEmail: 'Invalid email',
  emailRequired: 'Email Required',
  chooseRole: 'Please choose a role',

  // §5 edit user
  editEmailRequired: 'Email is required',
  invalidFirstName: 'Invalid First Name',
  invalidLastName: 'Invalid Last Name',
  invalidEmailLabel: 'Invalid Email',

  // §5 create user (server answer)
  emailInUse: 'Email is already in use',
  errorCreatingUser: 'Error creating user',

  // §5 company
  companyNameRequired: 'Name is required',
  createCompanyNameRequired: 'Enter your Company Name',
  /** Not in the spec: the manufacturer is picked from a list, so only a forged value meets this. */
  invalidSignManufacturer: 'Please choose a sign manufacturer from the list',
  /**
   * Spec §5 lists this rule under Invite user, but the signup type is the Company's (§3) and
   * is set in Edit company, so it is checked there. Its wording is not in the spec: the type is
   * picked from a list, so only a forged value meets this.
   */
  unknownSignupType: 'Please choose a known signup type',

  // §5 credits
  downloadCreditsRequired: 'Download credits is required',
  downloadCreditsInteger: 'Download credits must be an integer',
  downloadCreditsPositive: 'Download credits must be a positive value',
  requestCreditsRequired: 'Request credits is required',
  requestCreditsInteger: 'Request credits must be an integer',
  requestCreditsMin: 'Request credits must be 0 or greater',

  // §5 subscriber
  subscriberRequired: 'Subscriber is required',

  // Limits (not in the spec: issue 9). Each names its limit so the user knows what fits.
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  emailLocalPartTooLong: `The part of the email before @ must be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters`,
  firstNameTooLong: `First name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  downloadCreditsMax: `Download credits must be at most ${formatCount(CREDITS_MAX)}`,
  requestCreditsMax: `Request credits must be at most ${formatCount(CREDITS_MAX)}`,
  requestBodyTooLarge: `The request is too large (at most ${REQUEST_BODY_MAX_BYTES / 1024} KB)`,

  // Request fields the forms never send malformed (not in the spec): only a forged call meets these.
  companyRequired: 'Company is required',
  invalidCompany: 'Please choose a company from the list',
  invalidSendInviteEmail: 'Send invite email must be true or false',
  invalidMfaStatus: 'MFA status must be true or false',
  invalidSignIds: 'Please choose signs from the list',
  invalidUserId: 'User id does not match the address',

  // §2 Delete {product} Sign: a company manager's delete only informs.
  contactToDeleteSign: 'Please contact {product} in order to delete a sign.',

  // Not in the spec: why a company or sign action cannot be used here ({product} from config).
  noContentAccount: 'This company has no {product} account',
  contentAccountLoading: 'The {product} account is still loading',
  contentAccountFailed: 'The {product} account could not be loaded',
  signsNotInPlan: 'The company’s {product} plan does not include managing signs',
  noUsersToEmulate: 'This company has no users to emulate',
  noSubscriberCandidates: 'This company has no users to choose a subscriber from',
  cannotDeleteOwnCompany: 'You cannot delete your own company',
  /** Not in the spec: a bulk action skips a selected user the row menu offers nothing for. */
  userOutsideYourCompany: 'This user is not in your company',

  // §1 home menu
  notAvailableOnMobile: 'Not available on mobile',
} as const;
