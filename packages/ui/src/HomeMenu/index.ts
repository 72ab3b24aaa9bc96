export { HomeMenu } from './HomeMenu.tsx';
export type { HomeEntry, HomeMenuProps } from './HomeMenu.tsx';
