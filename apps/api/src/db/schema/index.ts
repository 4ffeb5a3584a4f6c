export * from './enums';
export * from './health-center';
export * from './app-user';
export * from './citizen';
export * from './segment';
export * from './broadcast';
export * from './tracking';
export * from './activity-log';
