export { CompanyMfaSwitch } from './CompanyMfaSwitch.tsx';
export type { CompanyMfaSwitchProps } from './CompanyMfaSwitch.tsx';
