/** The user-management screens: one chunk, loaded when either opens. */
export { UserListScreen } from './UserListScreen';
export { UserFormScreen } from './UserFormScreen';
