export * from './chromium';
