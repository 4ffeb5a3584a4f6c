module.exports = {
  displayName: 'data-screens',
  preset: '../../jest.preset.js',
  // react-router's data routers (the forms' leave guard) need the Fetch API globals.
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  // MUI X Data Grid renders slowly in jsdom: the keyset paging tests click through five pages
  // (13–18 s on a quiet machine), and CI runs other projects' tests beside them.
  testTimeout: 60_000,
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/src/testing/jest-setup.ts',
  ],
};
