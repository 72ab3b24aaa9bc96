export { inDark, onAPhone } from './storyVariants.ts';
