export { UserList } from './UserList.tsx';
export type { UserListProps } from './UserList.tsx';
export { UserRow } from './UserRow.tsx';
export type { UserAction, UserRowProps } from './UserRow.tsx';
export { SelectAllCheckbox } from './SelectAllCheckbox.tsx';
export type { SelectAllCheckboxProps } from './SelectAllCheckbox.tsx';
