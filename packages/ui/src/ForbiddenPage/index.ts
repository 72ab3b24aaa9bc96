export { ForbiddenPage } from './ForbiddenPage.tsx';
