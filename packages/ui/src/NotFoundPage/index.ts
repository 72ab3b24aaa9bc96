export { NotFoundPage } from './NotFoundPage.tsx';
export type { NotFoundPageProps } from './NotFoundPage.tsx';
