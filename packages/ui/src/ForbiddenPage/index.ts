export { ForbiddenPage } from './ForbiddenPage.tsx';
export type { ForbiddenPageProps } from './ForbiddenPage.tsx';
