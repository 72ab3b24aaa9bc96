export { StatusPage } from './StatusPage.tsx';
export type { StatusPageProps } from './StatusPage.tsx';
export { HomepageLink } from './HomepageLink.tsx';
export type { HomepageLinkProps } from './HomepageLink.tsx';
