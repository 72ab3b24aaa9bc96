export { inDark, onAPhone, ON_A_PHONE } from './storyVariants.ts';
export { callerText, guideDocs, ourText, specText } from './guide.ts';
export type { Guide } from './guide.ts';
