export * from './routing/app-title';
export * from './routing/route-table';
export * from './routing/screen-element';
export * from './routing/ScreenPlaceholder';
export * from './screens/StatusScreen';
export * from './screens/NoPermissionScreen';
