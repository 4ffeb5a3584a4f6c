export * from './theme/theme';
export * from './toast/toast-store';
export * from './toast/ToastHost';
export * from './theme/AppThemeProvider';
export * from './date/buddhist-date';
