export * from './menu-items';
export * from './menu-for-role';
