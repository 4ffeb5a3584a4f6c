export * from './cookies/profile-cookie';
export * from './cookies/line-token-cookie';
export * from './guards/guard-decision';
export * from './guards/guard-loader';
export * from './sign-out/sign-out';
export * from './sign-out/useSignOut';
