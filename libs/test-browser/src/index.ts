export * from './chromium';
export * from './sandbox-sign-in';
