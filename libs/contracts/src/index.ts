export * from './roles';
export * from './permissions';
export * from './api-errors';
export * from './api-paths';
export * from './profile';
export * from './demo-identities';
export * from './auth';
