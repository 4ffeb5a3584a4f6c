module.exports = {
  displayName: 'data-screens',
  preset: '../../jest.preset.js',
  // react-router's data routers (the forms' leave guard) need the Fetch API globals.
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  // MUI X Data Grid renders slowly in jsdom: a list spec's clicks and pages take seconds on a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/src/testing/jest-setup.ts',
  ],
};
