export { StatusPage } from './StatusPage.tsx';
export type { StatusPageProps } from './StatusPage.tsx';
