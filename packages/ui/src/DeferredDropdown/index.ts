export { loadDropdown } from './useDropdown.ts';
