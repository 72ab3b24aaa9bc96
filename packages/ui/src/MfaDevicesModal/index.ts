export { MfaDevicesModal } from './MfaDevicesModal.tsx';
export type { MfaDevicesModalProps } from './MfaDevicesModal.tsx';
export { mfaMethodLabel } from './mfaMethodLabel.ts';
