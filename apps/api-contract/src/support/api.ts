/**
 * The API's own test kit (its app on a fresh database per driver, the fake LINE and MOPH
 * platforms, sign-in and fixtures), taken through its testing entry in this one place.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the contract tests run the API itself, in-process, through its testing entry
export * from '@hbc/api/testing';
