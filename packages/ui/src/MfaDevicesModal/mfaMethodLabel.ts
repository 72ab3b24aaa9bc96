/** Names for the identity provider's authentication method ids, as an admin would say them. */
const METHOD_LABELS: Record<string, string> = {
  totp: 'Authenticator app',
  sms: 'SMS',
  phone: 'Phone',
  voice: 'Voice call',
  email: 'Email',
  'push-notification': 'Push notification',
  'webauthn-roaming': 'Security key',
  'webauthn-platform': 'Device biometrics',
  'recovery-code': 'Recovery code',
};

/** An MFA device's method as shown; a method this list does not know is shown as the provider names it. */
export const mfaMethodLabel = (method: string): string =>
  Object.hasOwn(METHOD_LABELS, method) ? (METHOD_LABELS[method] ?? method) : method;
