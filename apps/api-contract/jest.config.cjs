// The API runs inside these tests, so they take its Jest set-up (PGlite's transform).
const api = require('../api/jest.config.cjs');

module.exports = {
  ...api,
  displayName: 'api-contract',
  setupFiles: ['<rootDir>/src/support/browser-stand-ins.ts'],
  // Merged with the preset's: the clients read their tokens from cookie-jar.ts.
  moduleNameMapper: { '^universal-cookie$': '<rootDir>/src/support/cookie-jar.ts' },
  // Each file builds the API on a fresh database and signs in every role before its tests.
  testTimeout: 60_000,
};
