export { inDark, onAPhone, ON_A_PHONE } from './storyVariants.ts';
export { fitsALaptop, fitsAPhone } from './dialogFit.ts';
