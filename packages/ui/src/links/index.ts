export { renderAnchor } from './RenderLink.tsx';
export type { LinkRenderProps, RenderLink } from './RenderLink.tsx';
