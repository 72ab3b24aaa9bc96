export { MfaStatusBadge } from './MfaStatusBadge.tsx';
export type { MfaStatusBadgeProps } from './MfaStatusBadge.tsx';
