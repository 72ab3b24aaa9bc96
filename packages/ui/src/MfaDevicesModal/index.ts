export { MfaDevicesModal } from './MfaDevicesModal.tsx';
export type { MfaDevicesModalProps } from './MfaDevicesModal.tsx';
export { formatEnrolledAt } from './formatEnrolledAt.ts';
export { mfaMethodLabel } from './mfaMethodLabel.ts';
