interface MfaConfirmation {
  title: string;
  question: string;
}

/**
 * What the MFA switch's confirmation says before the company-wide flag changes: the company, what
 * changes for its users and how many they are (the count the Users heading shows; while that is
 * still unknown, no number rather than a wrong one).
 */
export function mfaConfirmation(
  enable: boolean,
  companyName: string,
  userCount: number | undefined,
): MfaConfirmation {
  const users =
    userCount === undefined
      ? `${enable ? 'all' : 'the'} users`
      : userCount === 1
        ? 'the 1 user'
        : `${enable ? 'all' : 'the'} ${userCount} users`;
  return enable
    ? {
        title: 'Enable MFA',
        question: `Enforce multi-factor authentication for ${users} of ${companyName}? ${userCount === 1 ? 'They' : 'Each of them'} will need an MFA device to sign in.`,
      }
    : {
        title: 'Disable MFA',
        question: `Stop enforcing multi-factor authentication for ${users} of ${companyName}? They will be able to sign in without MFA.`,
      };
}
