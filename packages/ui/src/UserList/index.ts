export { UserList } from './UserList.tsx';
export type { UserListProps } from './UserList.tsx';
export { UserRow } from './UserRow.tsx';
export type { UserAction, UserRowProps } from './UserRow.tsx';
export { SelectionHeader } from './SelectionHeader.tsx';
export type { SelectionHeaderProps } from './SelectionHeader.tsx';
