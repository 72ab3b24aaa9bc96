export { JumpBox } from './JumpBox.tsx';
export type { JumpBoxProps, JumpGroup, JumpItem } from './JumpBox.tsx';
