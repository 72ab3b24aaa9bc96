export { CompanyMfaSwitch, MFA_SWITCH_HELP } from './CompanyMfaSwitch.tsx';
export type { CompanyMfaSwitchProps } from './CompanyMfaSwitch.tsx';
