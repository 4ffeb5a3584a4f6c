/** Test helpers for screens built with this theme (specs only). */
export * from './axe';
export * from './stylesheet';
export * from './screen-width';
