export { inDark, onAPhone, ON_A_PHONE } from './storyVariants.ts';
