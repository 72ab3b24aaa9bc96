export { callerText, guideDocs, ourText, specText } from './guide.ts';
export type { Guide } from './guide.ts';
