export { inDark, onAPhone, PHONE_GLOBALS } from './storyVariants.ts';
