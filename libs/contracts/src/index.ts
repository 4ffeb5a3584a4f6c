export * from './roles';
export * from './permissions';
export * from './api-errors';
export * from './api-paths';
export * from './profile';
