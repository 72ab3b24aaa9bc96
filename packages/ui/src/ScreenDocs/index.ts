export { screenDocs } from './screenDocs.ts';
