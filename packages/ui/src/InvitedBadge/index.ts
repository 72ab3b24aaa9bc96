export { InvitedBadge } from './InvitedBadge.tsx';
